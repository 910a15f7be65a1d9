import { existsSync } from 'node:fs'

/** `PLAYWRIGHT_CHROMIUM_EXECUTABLE` picks one (set but empty: Playwright's own), else Debian's when present. */
export function systemChromium(): string | undefined {
  const env = process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE
  if (env !== undefined) return env || undefined
  for (const candidate of ['/usr/bin/chromium', '/usr/bin/chromium-browser']) {
    if (existsSync(candidate)) return candidate
  }
  return undefined
}
