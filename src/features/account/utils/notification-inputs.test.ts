import { expect, test } from 'vitest'
import { formatNumberList, parseNumberList, webhookUrlProblem } from './notification-inputs.ts'

test('a webhook URL over https, or over http to this computer, is accepted', () => {
  expect(webhookUrlProblem('https://hooks.example.com/relay')).toBeNull()
  expect(webhookUrlProblem('http://127.0.0.1:9000/hook')).toBeNull()
  expect(webhookUrlProblem('http://127.8.9.10/hook')).toBeNull()
  expect(webhookUrlProblem('http://localhost:3000/hook')).toBeNull()
  expect(webhookUrlProblem('http://hooks.localhost/hook')).toBeNull()
  expect(webhookUrlProblem('http://[::1]:8080/')).toBeNull()
})

test('a webhook URL is refused with its reason', () => {
  expect(webhookUrlProblem('hooks.example.com/relay')).toBe('invalid')
  expect(webhookUrlProblem('ftp://hooks.example.com/')).toBe('scheme')
  expect(webhookUrlProblem('javascript:alert(1)')).toBe('scheme')
  expect(webhookUrlProblem('https://user:secret@hooks.example.com/')).toBe('credentials')
  expect(webhookUrlProblem('https://user@hooks.example.com/')).toBe('credentials')
  expect(webhookUrlProblem('http://hooks.example.com/relay')).toBe('httpNotLoopback')
  expect(webhookUrlProblem('http://10.0.0.5/relay')).toBe('httpNotLoopback')
  expect(webhookUrlProblem('http://127.0.0.1.example.com/')).toBe('httpNotLoopback')
})

test('a list of numbers reads commas and spaces, drops repeats and sorts', () => {
  expect(parseNumberList('100, 80', 1, 100)).toEqual({ ok: true, values: [80, 100] })
  expect(parseNumberList(' 7 1 7 ', 1, 60)).toEqual({ ok: true, values: [1, 7] })
  expect(parseNumberList('80，100', 1, 100)).toEqual({ ok: true, values: [80, 100] })
  expect(parseNumberList('', 1, 100)).toEqual({ ok: true, values: [] })
  expect(formatNumberList([80, 100])).toBe('80, 100')
})

test('a list of numbers is refused for a non-number, a value out of range or more than five values', () => {
  expect(parseNumberList('80%, 100', 1, 100)).toEqual({ ok: false, problem: 'format' })
  expect(parseNumberList('8.5', 1, 100)).toEqual({ ok: false, problem: 'format' })
  expect(parseNumberList('-1', 1, 100)).toEqual({ ok: false, problem: 'format' })
  expect(parseNumberList('0, 80', 1, 100)).toEqual({ ok: false, problem: 'range' })
  expect(parseNumberList('101', 1, 100)).toEqual({ ok: false, problem: 'range' })
  expect(parseNumberList('61', 1, 60)).toEqual({ ok: false, problem: 'range' })
  expect(parseNumberList('1 2 3 4 5', 1, 60)).toEqual({ ok: true, values: [1, 2, 3, 4, 5] })
  expect(parseNumberList('1 2 3 4 5 6', 1, 60)).toEqual({ ok: false, problem: 'tooMany' })
})
