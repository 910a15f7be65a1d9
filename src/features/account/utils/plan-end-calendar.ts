import { MINUTE_MS } from '#src/lib/time-units.ts'

export type PlanEndEvent = {
  /** Stable for one plan end: importing the file again updates the event instead of adding a second one. */
  uid: string
  end: Date
  summary: string
  description: string
  /** Shown by the reminder, `reminderDays` before the end. */
  reminder: string
  reminderDays: number
  /** When the file was made (DTSTAMP). */
  now: Date
}

/** RFC 5545 §3.1: content lines end in CRLF and are folded at 75 octets. */
const CRLF = '\r\n'
const LINE_OCTETS = 75
const EVENT_MINUTES = 30

const encoder = new TextEncoder()

/** RFC 5545 §3.3.5: a UTC date-time, `19970714T173000Z`. */
export function icsDateTime(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')
}

/** RFC 5545 §3.3.11: a backslash, semicolon and comma are escaped; a line break becomes `\n`. */
export function escapeText(text: string): string {
  return text.replace(/[\\;,]/g, (found) => `\\${found}`).replace(/\r\n|\r|\n/g, '\\n')
}

/**
 * RFC 5545 §3.1: a line longer than 75 octets continues on the next after a CRLF and one space. A split never
 * falls inside a character's UTF-8 bytes (nor between a surrogate pair), so every part stays valid text.
 */
export function foldLine(line: string): string {
  const parts: string[] = []
  let current = ''
  let octets = 0
  for (const character of line) {
    const size = encoder.encode(character).length
    // The first line holds 75 octets; a continuation's leading space counts against its 75.
    const limit = parts.length === 0 ? LINE_OCTETS : LINE_OCTETS - 1
    if (octets + size > limit) {
      parts.push(current)
      current = ''
      octets = 0
    }
    current += character
    octets += size
  }
  parts.push(current)
  return parts.join(`${CRLF} `)
}

/** An iCalendar file with the plan's end as a short event and a reminder before it. */
export function planEndCalendar(event: PlanEndEvent): string {
  const start = event.end
  const finish = new Date(start.getTime() + EVENT_MINUTES * MINUTE_MS)
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Relay Portal//Plan end//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${icsDateTime(event.now)}`,
    `DTSTART:${icsDateTime(start)}`,
    `DTEND:${icsDateTime(finish)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    'TRANSP:TRANSPARENT',
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    `TRIGGER:-P${event.reminderDays}D`,
    `DESCRIPTION:${escapeText(event.reminder)}`,
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
  ]
  return lines.map(foldLine).join(CRLF) + CRLF
}
