/**
 * The password of every account the mock backend seeds, which the tests, stories, end-to-end journeys and the
 * benchmark sign in with. It lives apart from the seed so that they import one line, not the seed's factories.
 */
export const DEMO_PASSWORD = 'Demo1234!'
