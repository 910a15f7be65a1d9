import { mockNow } from '#mocks/clock.ts'
import { authenticate } from '#mocks/auth.ts'
import { db } from '#mocks/db.ts'
import { toBenefitPackageDto, toSubscriptionDto } from '#mocks/dto.ts'
import { apiError } from '#mocks/errors.ts'
import { http } from '#mocks/http.ts'
import { claimBenefitPackage, iso, normalizeCode } from '#mocks/rules.ts'
import { parsePathId } from '#mocks/validation.ts'

export const benefitsHandlers = [
  http.get('/api/benefit-packages/public/{code}', ({ request, params, response }) => {
    const now = mockNow()
    const code = parsePathId('code', params.code)
    if (!code.ok) return response(400).json(apiError('VALIDATION_FAILED', code.error, code.details))
    const benefitPackage = db.benefitPackages.get(normalizeCode(code.value))
    if (!benefitPackage) return response(404).json(apiError('PACKAGE_NOT_FOUND', 'Benefit package not found'))
    // Public: a token only adds the account's claim status; a bad one is ignored rather than refused.
    const auth = request.headers.has('Authorization') ? authenticate(request, now) : undefined
    const viewer = auth?.ok ? { user: auth.user, now } : undefined
    return response(200).json(toBenefitPackageDto(benefitPackage, viewer))
  }),

  http.post('/api/benefit-packages/claim/{code}', ({ request, params, response }) => {
    const now = mockNow()
    const auth = authenticate(request, now)
    if (!auth.ok) return response(auth.status).json(auth.body)
    const code = parsePathId('code', params.code)
    if (!code.ok) return response(400).json(apiError('VALIDATION_FAILED', code.error, code.details))
    const result = claimBenefitPackage(auth.user, code.value, now)
    if (!result.ok) return response(result.status).json(result.body)
    return response(200).json({
      claimedAt: iso(now),
      package: toBenefitPackageDto(result.benefitPackage),
      subscription: toSubscriptionDto(auth.user.id, now),
    })
  }),
]
