import { mockNow } from '#mocks/clock.ts'
import { authenticate } from '#mocks/auth.ts'
import { toProfileDto } from '#mocks/dto.ts'
import { http } from '#mocks/http.ts'

export const userHandlers = [
  http.get('/api/user/profile', ({ request, response }) => {
    const now = mockNow()
    const auth = authenticate(request, now)
    if (!auth.ok) return response(auth.status).json(auth.body)
    return response(200).json(toProfileDto(auth.user, now))
  }),
]
