import { existsSync } from 'node:fs'

/**
 * The Chromium the browser tests launch.
 * `PLAYWRIGHT_CHROMIUM_EXECUTABLE=/path` picks one; set but empty forces Playwright's own download
 * (`npx playwright install chromium`); otherwise Debian's `/usr/bin/chromium` when present.
 */
export function systemChromium(): string | undefined {
  const env = process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE
  if (env !== undefined) return env || undefined
  for (const candidate of ['/usr/bin/chromium', '/usr/bin/chromium-browser']) {
    if (existsSync(candidate)) return candidate
  }
  return undefined
}
