import type { components } from '#src/lib/api/schema.d.ts'

type Model = components['schemas']['Model']
export type CodingTool = components['schemas']['CodingTool']

export const CODING_TOOLS = [
  'claude-code',
  'codex',
  'gemini-cli',
  'opencode',
] as const satisfies readonly CodingTool[]

/** Product names, the same in every language. */
export const CODING_TOOL_NAMES: Record<CodingTool, string> = {
  'claude-code': 'Claude Code',
  codex: 'Codex CLI',
  'gemini-cli': 'Gemini CLI',
  opencode: 'OpenCode',
}

/** What a link carries (`?tool=codex&q=opus`); an unknown tool means every tool. */
export type CatalogueFilter = { tool: CodingTool | null; query: string }

export function toolOf(value: string | null): CodingTool | null {
  return CODING_TOOLS.find((tool) => tool === value) ?? null
}

export function readFilter(params: URLSearchParams): CatalogueFilter {
  return { tool: toolOf(params.get('tool')), query: params.get('q') ?? '' }
}

/** Keeps any other parameter; an empty choice leaves the address. */
export function writeFilter(params: URLSearchParams, { tool, query }: CatalogueFilter): URLSearchParams {
  const next = new URLSearchParams(params)
  if (tool) next.set('tool', tool)
  else next.delete('tool')
  if (query) next.set('q', query)
  else next.delete('q')
  return next
}

/** Case and spacing aside, every word of the query is in the model's name, id or vendor. */
export function filterModels(models: readonly Model[], { tool, query }: CatalogueFilter): Model[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean)
  return models.filter((model) => {
    if (tool && !model.tools.includes(tool)) return false
    const text = `${model.name} ${model.id} ${model.vendor}`.toLowerCase()
    return words.every((word) => text.includes(word))
  })
}
