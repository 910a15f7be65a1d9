import { db } from '#mocks/db.ts'
import { http } from '#mocks/http.ts'

export const plansHandlers = [
  http.get('/api/plans/public/available', ({ response }) =>
    response(200).json({ items: structuredClone(db.plans) }),
  ),
]
