import { runtimeConfig } from './runtime.ts'

/**
 * Where activation codes are sold: `purchaseUrl` of `config.js` (validated at start-up, src/config/runtime.ts),
 * else the build's `VITE_PURCHASE_URL` (checked by the build, vite.config.ts), else `''`: the operator names no
 * shop, and the pages say that codes come from the relay's operator. Read where the link is shown, so the
 * build's value stays out of every page's start-up code.
 */
export function purchaseUrl(
  config: { purchaseUrl: string } = runtimeConfig,
  buildValue: string | undefined = import.meta.env?.VITE_PURCHASE_URL,
): string {
  return config.purchaseUrl || buildValue || ''
}
