import { readFileSync } from 'node:fs'
import path from 'node:path'
import fc from 'fast-check'
import { expect, test } from 'vitest'
import type { components } from '#src/lib/api/schema.d.ts'
import { CSV_COLUMNS, CSV_HEADER, csvField, csvFileName, csvLine, csvRecord, plainNumber } from './csv.ts'

/** An RFC 4180 reader, strict: a stray quote or a bare CR or LF outside quotes fails the test. */
function parseCsv(text: string): string[][] {
  const records: string[][] = []
  let fields: string[] = []
  let field = ''
  let index = 0
  while (index < text.length) {
    if (text[index] === '"' && field === '') {
      index++
      for (;;) {
        if (index >= text.length) throw new Error('unterminated quote')
        if (text[index] === '"') {
          if (text[index + 1] === '"') {
            field += '"'
            index += 2
            continue
          }
          index++
          break
        }
        field += text[index++]
      }
      if (index < text.length && text[index] !== ',' && !text.startsWith('\r\n', index)) {
        throw new Error(`text after a closing quote at ${index}`)
      }
      continue
    }
    if (text[index] === ',') {
      fields.push(field)
      field = ''
      index++
    } else if (text.startsWith('\r\n', index)) {
      fields.push(field)
      records.push(fields)
      fields = []
      field = ''
      index += 2
    } else if (text[index] === '"' || text[index] === '\r' || text[index] === '\n') {
      throw new Error(`unquoted ${JSON.stringify(text[index])} at ${index}`)
    } else {
      field += text[index++]
    }
  }
  if (field !== '' || fields.length) throw new Error('the last record has no CRLF')
  return records
}

/** Text heavy in the characters CSV must escape, plus any other (CJK, emoji, lone surrogates' neighbours). */
const csvText = fc.string({
  unit: fc.oneof(
    fc.constantFrom(',', '"', '\r', '\n', '\r\n', ' ', '""'),
    fc.string({ unit: 'grapheme', maxLength: 3 }),
  ),
  maxLength: 12,
})

test('any records written are read back the same by an RFC 4180 reader', () => {
  fc.assert(
    fc.property(
      fc.array(fc.array(csvText, { minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 5 }),
      (records) => {
        // One empty field alone is a blank line in CSV; the export never writes a one-column record.
        fc.pre(records.every((fields) => fields.length > 1 || fields[0] !== ''))
        const text = records.map((fields) => csvLine(fields)).join('')
        expect(parseCsv(text)).toEqual(records)
      },
    ),
    { numRuns: 500 },
  )
})

test('a field is quoted only when it holds a comma, a quote, CR or LF, and its quotes are doubled', () => {
  expect(csvField('Laptop')).toBe('Laptop')
  expect(csvField(' spaced ')).toBe(' spaced ')
  expect(csvField('a,b')).toBe('"a,b"')
  expect(csvField('say "hi"')).toBe('"say ""hi"""')
  expect(csvField('line\nbreak')).toBe('"line\nbreak"')
  expect(csvField('carriage\rreturn')).toBe('"carriage\rreturn"')
  expect(csvLine(['a', 'b'])).toBe('a,b\r\n')
})

test('the header is the documented English column names, in order', () => {
  expect(CSV_HEADER).toBe(
    'time,key_id,key_name,model,api,input_tokens,output_tokens,cache_write_tokens,cache_read_tokens,cost_usd,duration_ms,first_token_ms,status,error_code\r\n',
  )
  expect(CSV_COLUMNS).toHaveLength(14)
})

test('the README documents exactly these columns, in this order', () => {
  const readme = readFileSync(path.resolve(import.meta.dirname, '../../../../README.md'), 'utf8')
  const section = readme.split('\n## Usage CSV\n')[1]?.split('\n## ')[0] ?? ''
  const documented = [...section.matchAll(/^\| `([a-z_]+)` +\|/gm)].map((match) => match[1])
  expect(documented).toEqual([...CSV_COLUMNS])
})

const SERVED: components['schemas']['UsageRequest'] = {
  id: 'req_000000',
  at: '2026-11-27T09:00:00Z',
  keyId: 'key_laptop',
  keyName: 'Laptop',
  model: 'claude-sonnet-4-5',
  api: 'anthropic',
  tokens: { input: 1_200, output: 350, cacheWrite: 0, cacheRead: 42_000 },
  cost: { amount: 0.02145, currency: 'USD' },
  durationMs: 4_210,
  firstTokenMs: 830,
  status: 200,
  errorCode: null,
}

test('a served request is written with a UTC time and plain numbers', () => {
  const request = {
    ...SERVED,
    at: '2026-11-27T10:14:03+01:00',
    keyName: 'Laptop, "work"',
    tokens: { input: 1_234_567, output: 350, cacheWrite: 0, cacheRead: 42_000 },
    cost: { amount: 1234.56789, currency: 'USD' },
  }
  expect(csvLine(csvRecord(request))).toBe(
    '2026-11-27T09:14:03.000Z,key_laptop,"Laptop, ""work""",claude-sonnet-4-5,anthropic,1234567,350,0,42000,1234.56789,4210,830,200,\r\n',
  )
})

test('a refused request of a deleted key leaves its name, first token and cost blank or zero', () => {
  const fields = csvRecord({
    ...SERVED,
    keyName: null,
    tokens: { input: 0, output: 0, cacheWrite: 0, cacheRead: 0 },
    cost: { amount: 0, currency: 'USD' },
    durationMs: 12,
    firstTokenMs: null,
    status: 429,
    errorCode: 'DAILY_QUOTA_EXHAUSTED',
  })
  expect(Object.fromEntries(CSV_COLUMNS.map((column, index) => [column, fields[index]]))).toMatchObject({
    key_name: '',
    cost_usd: '0',
    first_token_ms: '',
    status: '429',
    error_code: 'DAILY_QUOTA_EXHAUSTED',
  })
})

test('numbers never use an exponent, grouping or float noise', () => {
  expect(plainNumber(1e-7)).toBe('0.0000001')
  expect(plainNumber(0.1 + 0.2)).toBe('0.3')
  expect(plainNumber(0.000001)).toBe('0.000001')
  expect(plainNumber(12_345_678)).toBe('12345678')
  expect(plainNumber(1e21 + 0)).not.toMatch(/e/i)
  expect(plainNumber(-0)).toBe('0')
  expect(plainNumber(2.5)).toBe('2.5')
})

test('the file name says the range as the user chose it: first and last day, both included', () => {
  // Local midnights: the custom range 20–27 November, in whatever time zone the test runs.
  const from = new Date(2026, 10, 20).toISOString()
  const to = new Date(2026, 10, 28).toISOString()
  expect(csvFileName({ from, to })).toBe('relay-usage-2026-11-20_2026-11-27.csv')
  const now = new Date(2026, 10, 27, 15, 30).getTime()
  expect(csvFileName({ from: new Date(2026, 10, 27).toISOString(), to: new Date(now).toISOString() })).toBe(
    'relay-usage-2026-11-27_2026-11-27.csv',
  )
  expect(csvFileName({}, now)).toBe('relay-usage-2026-10-28_2026-11-27.csv')
})
