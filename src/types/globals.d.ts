declare const __BUILD_VERSION__: string
declare const __BUILD_TIME__: string

interface Window {
  /** Set by config.js, which is edited by hand on the host: src/config/runtime.ts validates it. */
  RELAY_CONFIG?: unknown
}

interface ImportMetaEnv {
  readonly VITE_API_ORIGIN?: string
  readonly VITE_API_MOCK?: string
  readonly VITE_PURCHASE_URL?: string
}
