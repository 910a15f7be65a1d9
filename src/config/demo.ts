/**
 * The verification code the embedded mock backend accepts: it has no mailbox, as the banner over every page says
 * while the mock is on. The mock keeps its own copy; a test beside the code field keeps the two equal.
 */
export const DEMO_VERIFICATION_CODE = '123456'

/**
 * The password of every account the mock backend seeds: its seed, the tests, the stories, the end-to-end journeys
 * and the benchmark sign in with it. No production code reads it.
 */
export const DEMO_PASSWORD = 'Demo1234!'
