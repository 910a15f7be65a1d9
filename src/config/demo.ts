/** The code the mock accepts (it has no mailbox); the mock keeps a copy, which a test holds equal. */
export const DEMO_VERIFICATION_CODE = '123456'
