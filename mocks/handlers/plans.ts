import { db } from '#mocks/db.ts'
import { http } from '#mocks/http.ts'

/** Handlers of the `plans` tag: the plans on sale, in display order. */
export const plansHandlers = [
  http.get('/api/plans/public/available', ({ response }) =>
    response(200).json({ items: structuredClone(db.plans) }),
  ),
]
