import { mockNow } from '#mocks/clock.ts'
import { z } from 'zod'
import { authenticate } from '#mocks/auth.ts'
import { toPlanSummary, toSubscriptionDto } from '#mocks/dto.ts'
import { apiError } from '#mocks/errors.ts'
import { http } from '#mocks/http.ts'
import {
  activationWait,
  countFailedActivation,
  entitlementFromPlan,
  iso,
  previewActivationCode,
  redeemActivationCode,
  throttled,
} from '#mocks/rules.ts'
import { readJsonBody } from '#mocks/validation.ts'
import { MAX_LENGTH } from '#src/lib/api/contract-rules.ts'

const activateSchema = z.strictObject({ code: z.string().max(MAX_LENGTH.activationCode).trim().min(1) })
const TOO_MANY_CODES = 'Too many invalid, used or expired activation codes'

export const activationHandlers = [
  http.post('/api/activation-codes/activate', async ({ request, response }) => {
    const now = mockNow()
    const auth = authenticate(request, now)
    if (!auth.ok) return response(auth.status).json(auth.body)
    const body = await readJsonBody(request, activateSchema)
    if (!body.ok) return response(400).json(apiError('VALIDATION_FAILED', body.error, body.details))
    const wait = activationWait(auth.user.id, now)
    if (wait > 0) return response(429).json(...throttled(TOO_MANY_CODES, wait))
    const result = redeemActivationCode(auth.user, body.value.code, now)
    if (!result.ok) {
      countFailedActivation(auth.user.id, now)
      return response(result.status).json(result.body)
    }
    return response(200).json({
      activatedAt: iso(now),
      plan: toPlanSummary(entitlementFromPlan(result.plan)),
      subscription: toSubscriptionDto(auth.user.id, now),
    })
  }),

  http.post('/api/activation-codes/preview', async ({ request, response }) => {
    const now = mockNow()
    const auth = authenticate(request, now)
    if (!auth.ok) return response(auth.status).json(auth.body)
    const body = await readJsonBody(request, activateSchema)
    if (!body.ok) return response(400).json(apiError('VALIDATION_FAILED', body.error, body.details))
    const wait = activationWait(auth.user.id, now)
    if (wait > 0) return response(429).json(...throttled(TOO_MANY_CODES, wait))
    const result = previewActivationCode(auth.user, body.value.code, now)
    if (!result.ok) {
      countFailedActivation(auth.user.id, now)
      return response(result.status).json(result.body)
    }
    return response(200).json({
      plan: toPlanSummary(entitlementFromPlan(result.plan)),
      effect: result.effect,
      expiresAt: iso(result.expiresAt),
      creditedDays: result.creditedDays,
      currentPlan: result.current ? toPlanSummary(result.current.plan) : null,
      currentExpiresAt: result.current ? iso(result.current.expiresAt) : null,
    })
  }),

  http.get('/api/activation-codes/my-subscription', ({ request, response }) => {
    const now = mockNow()
    const auth = authenticate(request, now)
    if (!auth.ok) return response(auth.status).json(auth.body)
    return response(200).json(toSubscriptionDto(auth.user.id, now))
  }),
]
