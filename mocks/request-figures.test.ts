import fc from 'fast-check'
import { expect, test } from 'vitest'
import { MODEL_CATALOGUE, costMicros, findModel } from './catalogue.ts'
import { db, type RequestRecord } from './db.ts'
import { toApiKeyDto, toKeyQuotaDto, toUsageStatisticsDto } from './dto.ts'
import { admitRelayRequest, isRefusal, recordRefused, recordServed } from './ledger.ts'
import { apiKeyUsage, currentSubscription, quotaUse, subscriptionMonth, utcDate } from './rules.ts'
import { buildApiKey, buildPlan, buildRequestRecord, buildSubscription, buildUser } from './seed.ts'
import { DAY_MS } from '#src/lib/time-units.ts'

// The figures are checked against sums written another way: over the records' UTC dates as strings.

const DAY_OF = (ms: number) => utcDate(ms)

const generatedRequest = fc.record({
  /** 0 to 2: the account's keys; 3: a key deleted since. */
  key: fc.integer({ min: 0, max: 3 }),
  // Mostly this week and last, where the windows start.
  daysBack: fc.oneof(fc.integer({ min: 0, max: 8 }), fc.integer({ min: 0, max: 45 })),
  /** Of the day, clamped to the moment for today. */
  msOfDay: fc.integer({ min: 0, max: DAY_MS - 1 }),
  model: fc.constantFrom(...MODEL_CATALOGUE.map((model) => model.id)),
  tokens: fc.record({
    input: fc.nat(200_000),
    output: fc.nat(50_000),
    cacheWrite: fc.nat(100_000),
    cacheRead: fc.nat(900_000),
  }),
  refusal: fc.option(
    fc.constantFrom(
      { status: 529, errorCode: 'UPSTREAM_OVERLOADED' },
      { status: 429, errorCode: 'DAILY_QUOTA_EXHAUSTED' },
      { status: 404, errorCode: 'MODEL_NOT_FOUND' },
    ),
    { freq: 4 },
  ),
})

function sums(records: readonly RequestRecord[]) {
  const served = records.filter((record) => record.errorCode === null)
  return {
    requests: served.length,
    tokens: served.reduce(
      (total, record) =>
        total + record.inputTokens + record.outputTokens + record.cacheWriteTokens + record.cacheReadTokens,
      0,
    ),
    micros: served.reduce((total, record) => total + record.costMicros, 0),
    opusMicros: served.reduce((total, record) => total + record.opusCostMicros, 0),
  }
}

test('for any requests, served or refused, over any keys, days and models, every figure is the sum of the served records', () => {
  fc.assert(
    fc.property(
      fc.array(generatedRequest, { maxLength: 40, size: 'medium' }),
      // Now: any moment of two weeks; the plan started up to 40 days before it.
      fc.integer({ min: 0, max: 14 * DAY_MS }),
      fc.integer({ min: 0, max: 40 * DAY_MS }),
      (generated, nowOffset, startedBefore) => {
        const now = Date.UTC(2026, 10, 16) + nowOffset
        const user = buildUser()
        db.users.set(user.id, user)
        const keys = [0, 1, 2].map(() => buildApiKey({ userId: user.id, createdAt: now - 60 * DAY_MS }))
        for (const apiKey of keys) db.apiKeys.set(apiKey.id, apiKey)
        const subscription = buildSubscription({
          userId: user.id,
          activeSince: now - startedBefore,
          expiresAt: now + 30 * DAY_MS,
        })
        db.subscriptions.push(subscription)
        const records = generated.map((request) => {
          const dayStart = Math.floor(now / DAY_MS) * DAY_MS - request.daysBack * DAY_MS
          const at = Math.min(now, dayStart + request.msOfDay)
          return buildRequestRecord({
            userId: user.id,
            apiKeyId: keys[request.key]?.id ?? 'key_deleted',
            at,
            model: request.model,
            api: findModel(request.model)?.api ?? 'anthropic',
            inputTokens: request.refusal ? 0 : request.tokens.input,
            outputTokens: request.refusal ? 0 : request.tokens.output,
            cacheWriteTokens: request.refusal ? 0 : request.tokens.cacheWrite,
            cacheReadTokens: request.refusal ? 0 : request.tokens.cacheRead,
            ...(request.refusal ?? {}),
          })
        })
        // Pushed in any order: live records are not sorted.
        db.requests.push(...records)

        const today = DAY_OF(now)
        const onDay = (date: string) => records.filter((record) => DAY_OF(record.at) === date)
        const statistics = toUsageStatisticsDto(user.id, now)
        const all = sums(records)
        const todays = sums(onDay(today))
        expect(statistics).toMatchObject({
          totalRequests: all.requests,
          totalTokens: all.tokens,
          totalCost: { amount: all.micros / 1e6 },
          todayRequests: todays.requests,
          todayTokens: todays.tokens,
          todayCost: { amount: todays.micros / 1e6 },
        })
        expect(statistics.history).toEqual(
          Array.from({ length: 14 }, (_, index) => {
            const date = DAY_OF(now - (13 - index) * DAY_MS)
            const day = sums(onDay(date))
            return { date, requests: day.requests, tokens: day.tokens, cost: day.micros / 1e6 }
          }),
        )

        const usage = apiKeyUsage(user.id, now)
        for (const apiKey of keys) {
          const own = records.filter((record) => record.apiKeyId === apiKey.id)
          const total = sums(own)
          const ownToday = sums(own.filter((record) => DAY_OF(record.at) === today))
          expect(toApiKeyDto(apiKey, usage).usage).toEqual({
            todayRequests: ownToday.requests,
            todayCost: { amount: ownToday.micros / 1e6, currency: 'USD' },
            totalRequests: total.requests,
            totalCost: { amount: total.micros / 1e6, currency: 'USD' },
          })
        }

        // By UTC date, from the day the plan started: the quotas' windows.
        const since = DAY_OF(subscription.activeSince)
        const weekday = (new Date(now).getUTCDay() + 6) % 7
        const monday = DAY_OF(now - weekday * DAY_MS)
        const monthStart = DAY_OF(subscriptionMonth(subscription.activeSince, now).start)
        const from = (date: string) => (date > since ? date : since)
        const between = (start: string) =>
          sums(records.filter((record) => DAY_OF(record.at) >= from(start) && DAY_OF(record.at) <= today))
        const daily = between(today)
        const use = quotaUse(currentSubscription(user.id), now)
        expect(use).toMatchObject({
          dailyUsed: daily.micros / 1e6,
          requestsUsed: daily.requests,
          weeklyOpusUsed: between(monday).opusMicros / 1e6,
          monthlyUsed: between(monthStart).micros / 1e6,
        })
        const keyQuota = toKeyQuotaDto(keys[0] ?? buildApiKey({ userId: user.id }), now)
        expect(keyQuota.quotas.find((entry) => entry.kind === 'daily')).toMatchObject({
          used: daily.micros / 1e6,
          remaining: Math.max(0, 30_000_000 - daily.micros) / 1e6,
        })
      },
    ),
    { numRuns: 150 },
  )
})

const attempt = fc.record({
  model: fc.constantFrom(...MODEL_CATALOGUE.map((model) => model.id)),
  tokens: fc.record({
    input: fc.nat(300_000),
    output: fc.nat(60_000),
    cacheWrite: fc.nat(100_000),
    cacheRead: fc.nat(800_000),
  }),
  /** Before the attempt: up to 9 hours, so that days, weeks and months roll over. */
  waitMs: fc.integer({ min: 0, max: 9 * 3_600_000 }),
})

/** The served records in the window, oldest first. */
function window(records: readonly RequestRecord[], start: number, end: number) {
  return records
    .filter((record) => record.errorCode === null && record.at >= start && record.at < end)
    .sort((a, b) => a.at - b.at)
}

/** What the records before the last one spent: under the limit, or the last one was admitted wrongly. */
function beforeLast(records: readonly RequestRecord[], micros: (record: RequestRecord) => number) {
  return records.slice(0, -1).reduce((total, record) => total + micros(record), 0)
}

test('relayed requests admitted and billed one after another never overspend a quota by more than the one request that crossed it', () => {
  fc.assert(
    fc.property(
      fc.array(attempt, { minLength: 1, maxLength: 60 }),
      fc.record({
        dailyQuota: fc.option(fc.integer({ min: 1, max: 20 }), { nil: null }),
        weeklyOpusQuota: fc.option(fc.integer({ min: 1, max: 40 }), { nil: null }),
        monthlyQuota: fc.option(fc.integer({ min: 1, max: 80 }), { nil: null }),
        requestLimit: fc.option(fc.integer({ min: 1, max: 10 }), { nil: null }),
      }),
      (attempts, quotas) => {
        let now = Date.UTC(2026, 10, 20, 7)
        const user = buildUser()
        db.users.set(user.id, user)
        const apiKey = buildApiKey({ userId: user.id, createdAt: now })
        db.apiKeys.set(apiKey.id, apiKey)
        const plan = buildPlan({ ...quotas, serviceScope: 'all' })
        db.plans.push(plan)
        const subscription = buildSubscription({ userId: user.id, planId: plan.id, activeSince: now })
        db.subscriptions.push(subscription)
        const caller = { user, apiKey }
        const mine = () => db.requests.filter((record) => record.userId === user.id)
        let refused = 0
        for (const next of attempts) {
          now += next.waitMs
          const model = findModel(next.model)
          if (!model) throw new Error('unreachable')
          const outcome = { api: model.api, model: model.id, startedAt: now, durationMs: 10, firstTokenMs: 5 }
          const admission = admitRelayRequest(caller, model.api, model.id, now)
          if (isRefusal(admission)) {
            recordRefused(caller, admission, outcome)
            refused += 1
          } else {
            const record = recordServed(caller, admission.model, next.tokens, outcome)
            expect(record.costMicros).toBe(costMicros(model, next.tokens))
          }

          const records = mine()
          const dayStart = Math.floor(now / DAY_MS) * DAY_MS
          const daily = window(records, dayStart, dayStart + DAY_MS)
          if (quotas.dailyQuota !== null) {
            expect(beforeLast(daily, (record) => record.costMicros)).toBeLessThan(quotas.dailyQuota * 1e6)
          }
          if (quotas.requestLimit !== null) expect(daily.length).toBeLessThanOrEqual(quotas.requestLimit)
          const weekStart = dayStart - ((new Date(now).getUTCDay() + 6) % 7) * DAY_MS
          const opus = window(records, weekStart, dayStart + DAY_MS).filter(
            (record) => record.opusCostMicros > 0,
          )
          if (quotas.weeklyOpusQuota !== null) {
            expect(beforeLast(opus, (record) => record.opusCostMicros)).toBeLessThan(
              quotas.weeklyOpusQuota * 1e6,
            )
          }
          const month = subscriptionMonth(subscription.activeSince, now)
          const monthly = window(records, month.start, month.end)
          if (quotas.monthlyQuota !== null) {
            expect(beforeLast(monthly, (record) => record.costMicros)).toBeLessThan(quotas.monthlyQuota * 1e6)
          }
          // The admission's view agrees with the records.
          const use = quotaUse(subscription, now)
          expect(use?.dailyUsed).toBe(daily.reduce((total, record) => total + record.costMicros, 0) / 1e6)
          expect(use?.requestsUsed).toBe(daily.length)
        }
        expect(mine().length).toBe(attempts.length)
        expect(mine().filter((record) => record.errorCode !== null).length).toBe(refused)
      },
    ),
    { numRuns: 150 },
  )
})
