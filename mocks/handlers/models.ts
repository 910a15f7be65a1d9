import { MODEL_CATALOGUE, scopesIncluding, type CatalogueModel } from '#mocks/catalogue.ts'
import { http } from '#mocks/http.ts'
import type { components } from '#src/lib/api/schema.d.ts'

type Model = components['schemas']['Model']

function toModelDto(model: CatalogueModel): Model {
  return {
    id: model.id,
    name: model.name,
    vendor: model.vendor,
    api: model.api,
    tools: [...model.tools],
    contextWindow: model.contextWindow,
    prices: { currency: 'USD', ...model.prices },
    countsTowardWeeklyOpus: model.opus,
    planScopes: scopesIncluding(model),
  }
}

export const modelsHandlers = [
  http.get('/api/models', ({ response }) => response(200).json({ items: MODEL_CATALOGUE.map(toModelDto) })),
]
