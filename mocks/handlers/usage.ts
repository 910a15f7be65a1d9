import { mockNow } from '#mocks/clock.ts'
import { authenticate } from '#mocks/auth.ts'
import { toUsageStatisticsDto } from '#mocks/dto.ts'
import { http } from '#mocks/http.ts'

export const usageHandlers = [
  http.get('/api/user/statistics', ({ request, response }) => {
    const now = mockNow()
    const auth = authenticate(request, now)
    if (!auth.ok) return response(auth.status).json(auth.body)
    return response(200).json(toUsageStatisticsDto(auth.user.id, now))
  }),
]
