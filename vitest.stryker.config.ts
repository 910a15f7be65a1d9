/**
 * The Vitest config Stryker runs (`npm run mutate`, stryker.config.json): the app's config with only its `unit`
 * project, as that project is declared in vite.config.ts. The `server` project needs no mutants of its own and the
 * `storybook` one needs a browser, so neither runs under Stryker.
 */
import { defineConfig, type UserConfig } from 'vite'
import type { TestProjectInlineConfiguration } from 'vitest/config'
import appConfig from './vite.config.ts'

export default defineConfig(async (env) => {
  const config: UserConfig = await appConfig(env)
  const unit = config.test?.projects?.find(
    (project): project is TestProjectInlineConfiguration =>
      typeof project === 'object' && 'test' in project && project.test?.name === 'unit',
  )
  if (!unit?.test) throw new Error('vite.config.ts has no `unit` test project')
  // The unit project `extends` the root config, so the root (plugins, define) stays and its test settings are the project's.
  return { ...config, test: { ...unit.test, name: undefined } }
})
