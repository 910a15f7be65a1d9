import { db } from '#mocks/db.ts'
import { http } from '#mocks/http.ts'
import { MOCK_VERIFICATION_CODE, RESEND_INTERVAL_SECONDS } from '#mocks/rules.ts'

export const emailHandlers = [
  http.get('/api/email/config', ({ response }) =>
    response(200).json({
      registrationCodeRequired: db.emailConfig.registrationCodeRequired,
      loginCodeRequired: db.emailConfig.loginCodeRequired,
      codeLength: MOCK_VERIFICATION_CODE.length,
      resendIntervalSeconds: RESEND_INTERVAL_SECONDS,
    }),
  ),
]
