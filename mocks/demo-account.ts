/** Apart from the seed, so that tests, stories and the benchmark import one line, not its factories. */
export const DEMO_PASSWORD = 'Demo1234!'
