import ICAL from 'ical.js'
import { expect, test } from 'vitest'
import { escapeText, foldLine, icsDateTime, planEndCalendar, type PlanEndEvent } from './plan-end-calendar.ts'

const EVENT: PlanEndEvent = {
  uid: 'plan-end-pro-monthly-20261231T090000Z@portal.example.com',
  end: new Date('2026-12-31T09:00:00.000Z'),
  summary: 'Your plan “Pro” ends',
  description: 'Renew it at https://portal.example.com/plans; keys stop working, then.',
  reminder: 'Your plan “Pro” ends tomorrow',
  reminderDays: 1,
  now: new Date('2026-11-27T14:05:09.123Z'),
}

const octets = (text: string) => new TextEncoder().encode(text).length

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text))
  const event = calendar.getFirstSubcomponent('vevent')
  if (!event) throw new Error('No VEVENT')
  return { calendar, event }
}

test('the file parses as one calendar with the plan’s end as an event in UTC and a reminder before it', () => {
  const { calendar, event } = parse(planEndCalendar(EVENT))
  expect(calendar.getFirstPropertyValue('version')).toBe('2.0')
  expect(calendar.getFirstPropertyValue('prodid')).toBe('-//Relay Portal//Plan end//EN')
  expect(event.getFirstPropertyValue('uid')).toBe(EVENT.uid)
  expect(event.getFirstPropertyValue('summary')).toBe(EVENT.summary)
  expect(event.getFirstPropertyValue('description')).toBe(EVENT.description)

  const start = event.getFirstPropertyValue('dtstart') as ICAL.Time
  const end = event.getFirstPropertyValue('dtend') as ICAL.Time
  const stamp = event.getFirstPropertyValue('dtstamp') as ICAL.Time
  expect(start.zone).toBe(ICAL.Timezone.utcTimezone)
  expect(start.toJSDate().toISOString()).toBe('2026-12-31T09:00:00.000Z')
  expect(end.toJSDate().toISOString()).toBe('2026-12-31T09:30:00.000Z')
  expect(stamp.toJSDate().toISOString()).toBe('2026-11-27T14:05:09.000Z')

  const alarm = event.getFirstSubcomponent('valarm')
  expect(alarm?.getFirstPropertyValue('action')).toBe('DISPLAY')
  expect(alarm?.getFirstPropertyValue('description')).toBe(EVENT.reminder)
  const trigger = alarm?.getFirstPropertyValue('trigger') as ICAL.Duration
  expect(trigger.toSeconds()).toBe(-86_400)
})

test('a reminder a week ahead is a trigger seven days before the start', () => {
  const { event } = parse(planEndCalendar({ ...EVENT, reminderDays: 7 }))
  const trigger = event.getFirstSubcomponent('valarm')?.getFirstPropertyValue('trigger') as ICAL.Duration
  expect(trigger.toSeconds()).toBe(-7 * 86_400)
})

test('every line ends in CRLF, none is longer than 75 octets, and folded text reads back whole', () => {
  const long = `${'Длинное описание тарифа, который заканчивается; '.repeat(4)}終わり🎉`
  const text = planEndCalendar({
    ...EVENT,
    summary: long,
    description: `Line one\nLine two, with\\backslash`,
  })
  expect(text.endsWith('\r\n')).toBe(true)
  const lines = text.slice(0, -2).split('\r\n')
  expect(lines.every((line) => !line.includes('\n') && !line.includes('\r'))).toBe(true)
  expect(lines.every((line) => octets(line) <= 75)).toBe(true)
  expect(lines.some((line) => line.startsWith(' '))).toBe(true)

  const { event } = parse(text)
  expect(event.getFirstPropertyValue('summary')).toBe(long)
  expect(event.getFirstPropertyValue('description')).toBe('Line one\nLine two, with\\backslash')
})

test('text escapes backslash, semicolon and comma, and writes line breaks as \\n', () => {
  expect(escapeText('a\\b;c,d\r\ne\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf')
})

test('a line is folded at 75 octets, never inside a character', () => {
  expect(foldLine('x'.repeat(75))).toBe('x'.repeat(75))
  expect(foldLine('x'.repeat(76))).toBe(`${'x'.repeat(75)}\r\n x`)
  expect(foldLine('x'.repeat(75 + 74 + 1))).toBe(`${'x'.repeat(75)}\r\n ${'x'.repeat(74)}\r\n x`)
  // 74 ASCII octets, then a 3-octet character that would cross 75: it starts the next line.
  expect(foldLine(`${'x'.repeat(74)}終`)).toBe(`${'x'.repeat(74)}\r\n 終`)
  expect(foldLine(`${'x'.repeat(72)}終`)).toBe(`${'x'.repeat(72)}終`)
  expect(foldLine(`${'x'.repeat(73)}🎉`)).toBe(`${'x'.repeat(73)}\r\n 🎉`)
})

test('a date-time is written in UTC without separators or fractions', () => {
  expect(icsDateTime(new Date('2026-01-02T03:04:05.678Z'))).toBe('20260102T030405Z')
})
