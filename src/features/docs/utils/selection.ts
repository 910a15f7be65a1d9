/** The guide's choice of tool, system and shell, as a link carries it (`?tool=…&os=…&shell=…`). */
import {
  SHELLS,
  SYSTEMS,
  defaultShell,
  isUnix,
  type OperatingSystem,
  type Shell,
} from '#src/lib/tools/shell-commands.ts'
import { TOOLS, type Tool } from '#src/lib/tools/tools.ts'

export type Selection = { tool: Tool; os: OperatingSystem; shell: Shell }

type NavigatorWithData = Pick<Navigator, 'userAgent'> & { userAgentData?: { platform?: string } }

/** The visitor's system, from User-Agent Client Hints where available, else the user agent string. */
export function detectOs(nav: NavigatorWithData | undefined = globalThis.navigator): OperatingSystem {
  // Stryker disable next-line StringLiteral: any text that names neither Windows nor a Mac system gives Linux, as the empty string does
  const platform = nav?.userAgentData?.platform || nav?.userAgent || ''
  // `\bwin` matches "Windows" and "Win64" but not "Darwin".
  if (/\bwin/i.test(platform)) return 'powershell'
  if (/mac|iphone|ipad|ipod/i.test(platform)) return 'macos'
  return 'linux'
}

function pick<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return values.find((candidate) => candidate === value)
}

/** A missing or unknown tool takes `fallbackTool` (one the plan covers); anything else, its default. */
export function readSelection(
  params: URLSearchParams,
  fallbackOs: OperatingSystem,
  fallbackTool: Tool = 'claude',
): Selection {
  const tool = pick(TOOLS, params.get('tool')) ?? fallbackTool
  const os = pick(SYSTEMS, params.get('os')) ?? fallbackOs
  const shell = (isUnix(os) ? pick(SHELLS, params.get('shell')) : undefined) ?? defaultShell(os)
  return { tool, os, shell }
}

/** Writes a choice into the query string, keeping any other parameter. */
export function writeSelection(params: URLSearchParams, { tool, os, shell }: Selection): URLSearchParams {
  const next = new URLSearchParams(params)
  next.set('tool', tool)
  next.set('os', os)
  if (isUnix(os)) next.set('shell', shell)
  else next.delete('shell')
  return next
}
