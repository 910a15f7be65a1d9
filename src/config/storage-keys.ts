// A new key starts with `relay:`; why older ones keep their names: docs/browser-storage.md. The boot script reads
// the token and the language before the app loads.

export const TOKEN_STORAGE_KEY = 'token'
export const USER_STORAGE_KEY = 'user'
export const SESSION_STORAGE_KEYS = [TOKEN_STORAGE_KEY, USER_STORAGE_KEY] as const
export const LANGUAGE_STORAGE_KEY = 'app-language'
export const THEME_STORAGE_KEY = 'app-theme'
export const CHUNK_RELOAD_STORAGE_KEY = 'relay:chunk-reload'
export const CODE_SENT_STORAGE_KEY_PREFIX = 'relay-portal:code-sent:'
export const DISMISSED_NOTICES_STORAGE_KEY_PREFIX = 'relay:dismissed-notices:'
export const ATTENTION_STORAGE_KEY_PREFIX = 'relay:attention:'
