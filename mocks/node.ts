import { setupServer } from 'msw/node'
import { handlers } from './handlers/index.ts'
import { resetDb } from './seed.ts'

// The server starts on the seed; tests call `resetDb()` to get it back. Node never persists the state.
resetDb()

export const server = setupServer(...handlers)
