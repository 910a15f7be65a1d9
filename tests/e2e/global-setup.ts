import { existsSync } from 'node:fs'
import { chromium } from '@playwright/test'
import { systemChromium } from '../../scripts/chromium.ts'

/** Fails the run with one line when no Chromium is available, instead of skipping browser tests. */
export default function globalSetup() {
  const executable = systemChromium() ?? chromium.executablePath()
  if (!existsSync(executable)) {
    throw new Error(
      'No Chromium found: install one with `apt-get install chromium` (Debian) or `npx playwright install chromium`.',
    )
  }
}
