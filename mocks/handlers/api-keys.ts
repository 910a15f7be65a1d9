import { mockNow } from '#mocks/clock.ts'
import { z } from 'zod'
import { authenticate, authenticateApiKey } from '#mocks/auth.ts'
import { clientAddress } from '#mocks/client-address.ts'
import { generateApiKey, randomHex } from '#mocks/crypto.ts'
import { MODEL_CATALOGUE } from '#mocks/catalogue.ts'
import { keyStateRefusal } from '#mocks/key-rules.ts'
import { db, type ApiKeyLimits, type ApiKeyRecord } from '#mocks/db.ts'
import { toApiKeyDto, toKeyQuotaDto } from '#mocks/dto.ts'
import { apiError } from '#mocks/errors.ts'
import { http } from '#mocks/http.ts'
import {
  MAX_API_KEYS,
  admitKeyQuotaCall,
  apiKeyUsage,
  canCreateApiKey,
  countUnknownKey,
  deleteApiKey,
  nextApiKeyName,
  throttled,
  unknownKeyWait,
} from '#mocks/rules.ts'
import {
  DEFAULT_ROTATION_GRACE_SECONDS,
  MAX_ROTATION_GRACE_SECONDS,
  newApiKeySettings,
  rotateApiKey,
} from '#mocks/key-rules.ts'
import {
  PRINTABLE_TEXT_PROBLEM,
  type RuleParams,
  parsePathId,
  readJsonBody,
  readOptionalJsonBody,
} from '#mocks/validation.ts'
import { MAX_LENGTH, isPrintableText } from '#src/lib/api/contract-rules.ts'
import { MAX_ALLOWED_IPS, MAX_ALLOWED_IP_LENGTH, parseAllowListLine } from '#src/lib/ip-allow-list.ts'

// `max` runs on the raw value (the contract's maxLength), `min` after trimming (no blank names).
const createApiKeySchema = z.strictObject({
  name: z
    .string()
    .max(MAX_LENGTH.apiKeyName)
    .refine(isPrintableText, PRINTABLE_TEXT_PROBLEM)
    .trim()
    .min(1)
    .optional(),
})
const usdLimit = z.number().min(0).nullable().optional()
const updateApiKeySchema = z
  .strictObject({
    enabled: z.boolean().optional(),
    expiresAt: z.iso.datetime({ offset: true }).nullable().optional(),
    limits: z
      .strictObject({
        dailyUsd: usdLimit,
        weeklyUsd: usdLimit,
        monthlyUsd: usdLimit,
        dailyRequests: z.number().int().min(0).nullable().optional(),
      })
      .optional(),
    allowedIps: z
      .array(
        z
          .string()
          .max(MAX_ALLOWED_IP_LENGTH)
          .superRefine((line, context) => {
            const parsed = parseAllowListLine(line)
            if (parsed.ok) return
            context.addIssue({
              code: 'custom',
              message: `must be an IPv4 or IPv6 address or CIDR range (${parsed.reason})`,
              params: { rule: 'format' } satisfies RuleParams,
            })
          }),
      )
      .max(MAX_ALLOWED_IPS)
      .optional(),
    allowedModels: z
      .array(
        z
          .string()
          .max(128)
          .refine((id) => MODEL_CATALOGUE.some((model) => model.id === id), {
            message: 'must be a model id of the catalogue',
            params: { rule: 'enum' } satisfies RuleParams,
          }),
      )
      .max(64)
      .optional(),
  })
  .refine((body) => Object.keys(body).length > 0, {
    message: 'must change at least one setting',
    params: { rule: 'required' } satisfies RuleParams,
  })
const rotateApiKeySchema = z.strictObject({
  graceSeconds: z.number().int().min(0).max(MAX_ROTATION_GRACE_SECONDS).optional(),
})
const updateRemarkSchema = z.strictObject({
  remark: z.string().max(MAX_LENGTH.apiKeyRemark).refine(isPrintableText, PRINTABLE_TEXT_PROBLEM),
})

export const apiKeysHandlers = [
  http.get('/api/user/api-keys', ({ request, response }) => {
    const auth = authenticate(request)
    if (!auth.ok) return response(auth.status).json(auth.body)
    const now = mockNow()
    const usage = apiKeyUsage(auth.user.id, now)
    // Newest first; keys created in the same millisecond keep the later one first.
    const items = [...db.apiKeys.values()]
      .filter((apiKey) => apiKey.userId === auth.user.id)
      .map((apiKey, index) => ({ apiKey, index }))
      .sort((a, b) => b.apiKey.createdAt - a.apiKey.createdAt || b.index - a.index)
      .map(({ apiKey }) => toApiKeyDto(apiKey, usage, now))
    return response(200).json({ items, limit: MAX_API_KEYS })
  }),

  http.post('/api/user/api-keys', async ({ request, response }) => {
    const auth = authenticate(request)
    if (!auth.ok) return response(auth.status).json(auth.body)
    // No body, an empty body and `{}` all mean "generate a name".
    const body = await readOptionalJsonBody(request, createApiKeySchema)
    if (!body.ok) return response(400).json(apiError('VALIDATION_FAILED', body.error, body.details))
    if (!canCreateApiKey(auth.user.id)) {
      return response(409).json(apiError('API_KEY_LIMIT_REACHED', 'Maximum API keys limit reached'))
    }
    const apiKey: ApiKeyRecord = {
      id: `key_${randomHex(6)}`,
      userId: auth.user.id,
      name: body.value?.name ?? nextApiKeyName(auth.user.id),
      remark: '',
      key: generateApiKey(),
      createdAt: mockNow(),
      ...newApiKeySettings(),
    }
    db.apiKeys.set(apiKey.id, apiKey)
    // A new key has no usage records: it starts at zero.
    return response(201).json(toApiKeyDto(apiKey, new Map()))
  }),

  http.put('/api/user/api-keys/{id}/remark', async ({ request, params, response }) => {
    const auth = authenticate(request)
    if (!auth.ok) return response(auth.status).json(auth.body)
    const id = parsePathId('id', params.id)
    if (!id.ok) return response(400).json(apiError('VALIDATION_FAILED', id.error, id.details))
    const body = await readJsonBody(request, updateRemarkSchema)
    if (!body.ok) return response(400).json(apiError('VALIDATION_FAILED', body.error, body.details))
    const apiKey = db.apiKeys.get(id.value)
    // Another account's key answers exactly like a missing one.
    if (!apiKey || apiKey.userId !== auth.user.id) {
      return response(404).json(apiError('API_KEY_NOT_FOUND', 'API key not found'))
    }
    apiKey.remark = body.value.remark.trim()
    return response(200).json(toApiKeyDto(apiKey))
  }),

  http.patch('/api/user/api-keys/{id}', async ({ request, params, response }) => {
    const now = mockNow()
    const auth = authenticate(request, now)
    if (!auth.ok) return response(auth.status).json(auth.body)
    const id = parsePathId('id', params.id)
    if (!id.ok) return response(400).json(apiError('VALIDATION_FAILED', id.error, id.details))
    const body = await readJsonBody(request, updateApiKeySchema)
    if (!body.ok) return response(400).json(apiError('VALIDATION_FAILED', body.error, body.details))
    const { enabled, expiresAt, limits, allowedIps, allowedModels } = body.value
    const expiresAtMs = typeof expiresAt === 'string' ? Date.parse(expiresAt) : expiresAt
    if (typeof expiresAtMs === 'number' && expiresAtMs <= now) {
      return response(400).json(
        apiError('VALIDATION_FAILED', 'expiresAt: must be in the future', [
          { field: 'expiresAt', rule: 'future' },
        ]),
      )
    }
    const apiKey = db.apiKeys.get(id.value)
    // Another account's key answers exactly like a missing one.
    if (!apiKey || apiKey.userId !== auth.user.id) {
      return response(404).json(apiError('API_KEY_NOT_FOUND', 'API key not found'))
    }
    if (enabled !== undefined) apiKey.enabled = enabled
    if (expiresAtMs !== undefined) apiKey.expiresAt = expiresAtMs
    if (limits) {
      for (const [field, limit] of Object.entries(limits) as [
        keyof ApiKeyLimits,
        number | null | undefined,
      ][]) {
        if (limit !== undefined) apiKey.limits[field] = limit
      }
    }
    if (allowedIps) {
      apiKey.allowedIps = [
        ...new Set(
          allowedIps.map((line) => {
            const parsed = parseAllowListLine(line)
            return parsed.ok ? parsed.value : line
          }),
        ),
      ]
    }
    if (allowedModels) apiKey.allowedModels = [...new Set(allowedModels)]
    return response(200).json(toApiKeyDto(apiKey, apiKeyUsage(auth.user.id, now), now))
  }),

  http.post('/api/user/api-keys/{id}/rotate', async ({ request, params, response }) => {
    const now = mockNow()
    const auth = authenticate(request, now)
    if (!auth.ok) return response(auth.status).json(auth.body)
    const id = parsePathId('id', params.id)
    if (!id.ok) return response(400).json(apiError('VALIDATION_FAILED', id.error, id.details))
    const body = await readOptionalJsonBody(request, rotateApiKeySchema)
    if (!body.ok) return response(400).json(apiError('VALIDATION_FAILED', body.error, body.details))
    const apiKey = db.apiKeys.get(id.value)
    if (!apiKey || apiKey.userId !== auth.user.id) {
      return response(404).json(apiError('API_KEY_NOT_FOUND', 'API key not found'))
    }
    rotateApiKey(apiKey, body.value?.graceSeconds ?? DEFAULT_ROTATION_GRACE_SECONDS, now)
    return response(200).json(toApiKeyDto(apiKey, apiKeyUsage(auth.user.id, now), now))
  }),

  http.get('/api/key/quota', ({ request, response }) => {
    const now = mockNow()
    const address = clientAddress(request)
    // Before the key is looked up, known keys included: otherwise a guess that hits would stand out.
    const guessWait = unknownKeyWait(address, now)
    if (guessWait > 0) {
      return response(429).json(
        ...throttled('Too many requests with unknown API keys from this address', guessWait),
      )
    }
    const auth = authenticateApiKey(request, now)
    if (!auth.ok) {
      if (auth.status === 401) countUnknownKey(address, now)
      return response(auth.status).json(auth.body)
    }
    // The key's own settings hold here as in the relay; its secret stays out of the answer.
    const refusal = keyStateRefusal(auth.apiKey, address, now)
    if (refusal) return response(refusal.status).json(apiError(refusal.code, refusal.message))
    const admitted = admitKeyQuotaCall(auth.apiKey.id, now)
    if (!admitted.ok) {
      return response(429).json(
        ...throttled('Too many quota requests with this key', admitted.retryAfterSeconds),
      )
    }
    return response(200).json(toKeyQuotaDto(auth.apiKey, now, auth.isPreviousSecret))
  }),

  http.delete('/api/user/api-keys/{id}', ({ request, params, response }) => {
    const auth = authenticate(request)
    if (!auth.ok) return response(auth.status).json(auth.body)
    const id = parsePathId('id', params.id)
    if (!id.ok) return response(400).json(apiError('VALIDATION_FAILED', id.error, id.details))
    // Another account's key answers exactly like a missing one (and is left alone).
    if (!deleteApiKey(auth.user.id, id.value)) {
      return response(404).json(apiError('API_KEY_NOT_FOUND', 'API key not found'))
    }
    return response(204).empty()
  }),
]
