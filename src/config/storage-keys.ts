/**
 * Every key the app keeps in the browser's storage, in one place; /boot.js reads some of them before the app loads.
 * The in-memory mock keeps its database under a key of its own and never reads these; a test keeps the two sets apart.
 *
 * A new key starts with `relay:`. The older ones keep the names they were first stored under, because a renamed key
 * loses what a user's browser already holds under the old name:
 * - `token`, `user` and `app-language` stay bare: the portal this app replaces stored the session and the language
 *   under these names, so a user signed in there is still signed in here and keeps their language;
 * - `app-theme` and `relay-portal:code-sent:` are older than this rule: renaming them would forget a chosen theme,
 *   or the address a code was just sent to in an open tab.
 * A test holds the stored names, so a rename fails it until it migrates the old value.
 */

/** The session's token (local storage; /boot.js checks its presence too). */
export const TOKEN_STORAGE_KEY = 'token'
/** The signed-in user, as JSON (local storage). */
export const USER_STORAGE_KEY = 'user'
/** Both items of a stored session: one without the other is no session. */
export const SESSION_STORAGE_KEYS = [TOKEN_STORAGE_KEY, USER_STORAGE_KEY] as const
/** The chosen interface language (local storage; /boot.js reads it too). */
export const LANGUAGE_STORAGE_KEY = 'app-language'
/** The chosen theme, `light` or `dark` (local storage). */
export const THEME_STORAGE_KEY = 'app-theme'
/** Set for the tab once a failed page chunk reloaded the page, so that it reloads once only (session storage). */
export const CHUNK_RELOAD_STORAGE_KEY = 'relay:chunk-reload'
/** Followed by the code's type (`login`, `register`…): the address a code was sent to in this tab (session storage). */
export const CODE_SENT_STORAGE_KEY_PREFIX = 'relay-portal:code-sent:'
/**
 * Followed by the account's id: the dashboard notices the user dismissed, as JSON `{ "<notice>": <until, epoch ms> }`;
 * each comes back once its quota resets (local storage).
 */
export const DISMISSED_NOTICES_STORAGE_KEY_PREFIX = 'relay:dismissed-notices:'
/**
 * Followed by the account's id: until when (epoch ms) the account has a notice the user has not dismissed. The
 * dashboard writes it; the header's avatar shows a dot while it lasts, without fetching anything (local storage).
 */
export const ATTENTION_STORAGE_KEY_PREFIX = 'relay:attention:'
