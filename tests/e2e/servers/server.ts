import { test as base } from '@playwright/test'

/**
 * The web servers the deployment ships a configuration for, each serving its own build (playwright.config.ts): every
 * spec of this folder runs against each.
 */
export const SERVERS = {
  nginx: { serverHeader: 'nginx', dist: 'dist-nginx' },
  caddy: { serverHeader: 'Caddy', dist: 'dist-caddy' },
} as const

export type ServerOptions = { server: keyof typeof SERVERS }

export const test = base.extend<ServerOptions>({ server: ['nginx', { option: true }] })
