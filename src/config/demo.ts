/**
 * The verification code the embedded mock backend accepts: it has no mailbox, as the banner over every page says
 * while the mock is on. `mocks/rules.ts` holds the mock's own copy (the mock imports nothing from the app); a test
 * beside the code field keeps the two equal.
 */
export const DEMO_VERIFICATION_CODE = '123456'
