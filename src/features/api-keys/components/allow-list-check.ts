import { type AllowListLineError, matchesAllowList, parseAllowListLine } from '#src/lib/ip-allow-list.ts'

/** The allow-list as typed: the entries to send (with their line numbers) and each wrong line with its reason. */
export type AllowListCheck = {
  entries: { line: number; value: string }[]
  errors: { line: number; reason: AllowListLineError }[]
}

/** Blank lines are skipped; line numbers count from 1, as an editor shows them. */
export function checkAllowList(text: string): AllowListCheck {
  const check: AllowListCheck = { entries: [], errors: [] }
  text.split('\n').forEach((raw, index) => {
    if (raw.trim() === '') return
    const parsed = parseAllowListLine(raw)
    if (parsed.ok) check.entries.push({ line: index + 1, value: parsed.value })
    else check.errors.push({ line: index + 1, reason: parsed.reason })
  })
  return check
}

export function isAllowedBy(ip: string, check: AllowListCheck): boolean {
  return matchesAllowList(
    ip,
    check.entries.map((entry) => entry.value),
  )
}
