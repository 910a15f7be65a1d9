import type { Preview } from '@storybook/react-vite'
import type { ImpactValue, RunOptions } from 'axe-core'
import { mswLoader } from 'msw-storybook-addon/csf3'
import { LANGUAGES, LANGUAGE_NAMES } from '#src/lib/languages.ts'
import {
  initStoryI18n,
  prepareStory,
  startStoryWorker,
  withApp,
  type AppParameters,
} from '../stories/decorators.tsx'
import '#src/styles/global.css'

/**
 * Fail a story test only on serious and critical violations: the addon's matcher filters by the
 * `impactLevels` it finds in the axe results' `toolOptions` (the options passed to `axe.run`).
 */
const a11yRunOptions: RunOptions & { impactLevels: ImpactValue[] } = {
  impactLevels: ['serious', 'critical'],
}

const preview: Preview = {
  beforeAll: async () => {
    await initStoryI18n()
  },
  // The worker starts once; before each story it is reset to the app's handlers plus the story's overrides.
  loaders: [mswLoader(startStoryWorker)],
  beforeEach: async ({ parameters, globals }) => {
    await prepareStory({ parameters: parameters as AppParameters, globals })
  },
  decorators: [withApp],
  parameters: {
    layout: 'fullscreen',
    a11y: { test: 'error', options: a11yRunOptions },
    viewport: {
      options: {
        mobile: { name: 'Mobile', styles: { width: '375px', height: '812px' }, type: 'mobile' },
        tablet: { name: 'Tablet', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
        desktop: { name: 'Desktop', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
      },
    },
  },
  globalTypes: {
    locale: {
      description: 'Interface language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: LANGUAGES.map((language) => ({ value: language, title: LANGUAGE_NAMES[language] })),
        dynamicTitle: true,
      },
    },
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'en', theme: 'light' },
}

export default preview
