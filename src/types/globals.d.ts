declare const __BUILD_VERSION__: string
declare const __BUILD_TIME__: string

interface RelayRuntimeConfig {
  apiOrigin?: string
  apiMock?: boolean
}

interface Window {
  RELAY_CONFIG?: RelayRuntimeConfig
}

interface ImportMetaEnv {
  readonly VITE_API_ORIGIN?: string
  readonly VITE_API_MOCK?: string
}
