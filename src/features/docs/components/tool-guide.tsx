import { Fragment } from 'react'
import type { ParseKeys } from 'i18next'
import { useTranslation } from 'react-i18next'
import {
  NODE_CHECK_COMMAND,
  SHELL_NAMES,
  configPath,
  isUnix,
  nodeInstallCommand,
  openConfigFile,
  permanentVariables,
  printVariables,
  profileFile,
  showConfigFile,
  temporaryVariables,
  terminalOf,
  type EnvVar,
  type Terminal,
} from '#src/lib/tools/shell-commands.ts'
import {
  OPENCODE_INSTALL_SCRIPT,
  OPENCODE_KEY_VARIABLE,
  TOOL_FACTS,
  claudeSettingsJson,
  codexAuthJson,
  codexConfigToml,
  geminiDotEnv,
  geminiSettingsJson,
  opencodeConfigJson,
  toolVariables,
  variableNames,
  type Tool,
} from '#src/lib/tools/tools.ts'
import { AppOnly } from '#src/components/app-only.tsx'
import type { Selection } from '#src/features/docs/utils/selection.ts'
import { sentenceSpace } from '#src/utils/format.ts'
import { CommandBlock } from './command-block.tsx'
import { RichText } from './rich-text.tsx'
import { StatusLineSection } from './status-line.tsx'
import styles from './docs.module.css'

/** `apiBase` is the address of the selected tool under the API origin. */
type GuideProps = { selection: Selection; apiBase: string }

type DocsKey = ParseKeys<'docs'>

const TERMINAL_NAMES: Record<Terminal, string> = {
  powershell: 'PowerShell',
  cmd: 'CMD',
  zsh: 'zsh',
  bash: 'bash',
  fish: 'fish',
}

/** One of a tool's files in its config directory: opened in an editor, then filled with `content`. */
type FileStep = {
  file: string
  /** The file's name when absent. */
  heading?: DocsKey
  text: DocsKey
  openTitle: DocsKey
  title: DocsKey
  language: string
  content: (apiBase: string, apiKey: string) => string
}

type VariablesStep = { heading: DocsKey; text?: DocsKey }

type SetupStep = FileStep | VariablesStep

const isFile = (step: SetupStep): step is FileStep => 'file' in step

/** A tool's first file step is its config file, the one verification prints and troubleshooting names. */
const SETUPS: Record<Tool, readonly SetupStep[]> = {
  claude: [
    { heading: 'guide.claude.variablesHeading' },
    {
      file: 'settings.json',
      heading: 'guide.claude.settingsHeading',
      text: 'guide.claude.settingsText',
      openTitle: 'guide.claude.openSettingsTitle',
      title: 'guide.claude.settingsTitle',
      language: 'JSON',
      content: claudeSettingsJson,
    },
  ],
  codex: [
    {
      file: 'config.toml',
      text: 'guide.codex.configText',
      openTitle: 'guide.codex.openConfigTitle',
      title: 'guide.codex.configTitle',
      language: 'TOML',
      // Its second parameter says where Codex reads the key from; the key itself goes into auth.json.
      content: (apiBase) => codexConfigToml(apiBase),
    },
    {
      file: 'auth.json',
      text: 'guide.codex.authText',
      openTitle: 'guide.codex.openAuthTitle',
      title: 'guide.codex.authTitle',
      language: 'JSON',
      content: (_apiBase, apiKey) => codexAuthJson(apiKey),
    },
    { heading: 'guide.codex.envHeading', text: 'guide.codex.envText' },
  ],
  gemini: [
    { heading: 'guide.gemini.variablesHeading' },
    {
      file: 'settings.json',
      text: 'guide.gemini.settingsText',
      openTitle: 'guide.gemini.openSettingsTitle',
      title: 'guide.gemini.settingsTitle',
      language: 'JSON',
      content: geminiSettingsJson,
    },
    {
      file: '.env',
      heading: 'guide.gemini.envFileHeading',
      text: 'guide.gemini.envFileText',
      openTitle: 'guide.gemini.openEnvFileTitle',
      title: 'guide.gemini.envFileTitle',
      language: '.env',
      content: geminiDotEnv,
    },
  ],
  opencode: [
    { heading: 'guide.opencode.variableHeading' },
    {
      file: 'opencode.json',
      text: 'guide.opencode.configText',
      openTitle: 'guide.opencode.openConfigTitle',
      title: 'guide.opencode.configTitle',
      language: 'JSON',
      content: opencodeConfigJson,
    },
  ],
}

function Variables({
  selection,
  variables,
}: {
  selection: Selection
  variables: (apiKey: string) => readonly EnvVar[]
}) {
  const { t } = useTranslation('docs')
  const terminal = terminalOf(selection)
  const language = TERMINAL_NAMES[terminal]
  return (
    <>
      <h4>{t('guide.env.temporaryHeading')}</h4>
      <p>{t('guide.env.temporaryText')}</p>
      <CommandBlock
        title={t('guide.env.temporaryTitle')}
        language={language}
        code={(apiKey) => temporaryVariables(terminal, variables(apiKey))}
      />
      <h4>{t('guide.env.permanentHeading')}</h4>
      <p>
        <RichText
          text={
            isUnix(selection.os)
              ? t(terminal === 'fish' ? 'guide.env.permanentFish' : 'guide.env.permanentUnix', {
                  file: profileFile(selection.os, selection.shell),
                  shell: SHELL_NAMES[selection.shell],
                })
              : t(terminal === 'cmd' ? 'guide.env.permanentCmd' : 'guide.env.permanentPowershell')
          }
        />
      </p>
      <CommandBlock
        title={t('guide.env.permanentTitle')}
        language={language}
        code={(apiKey) => permanentVariables(selection, variables(apiKey))}
      />
    </>
  )
}

function Setup({ selection, apiBase }: GuideProps) {
  const { t } = useTranslation('docs')
  const { tool } = selection
  const terminal = terminalOf(selection)
  const { directory } = TOOL_FACTS[tool]
  const values = guideValues(selection)
  return (
    <>
      <p>
        <RichText text={t(`guide.${tool}.intro`, values)} />
      </p>
      {SETUPS[tool].map((step) =>
        isFile(step) ? (
          <Fragment key={step.file}>
            <h3>{step.heading ? t(step.heading) : step.file}</h3>
            <p>
              <RichText
                text={t(step.text, { ...values, path: configPath(terminal, directory, step.file) })}
              />
            </p>
            <CommandBlock
              title={t(step.openTitle)}
              language={TERMINAL_NAMES[terminal]}
              code={openConfigFile(selection, directory, step.file)}
            />
            <CommandBlock
              title={t(step.title)}
              language={step.language}
              code={(apiKey) => step.content(apiBase, apiKey)}
            />
          </Fragment>
        ) : (
          <Fragment key="variables">
            <h3>{t(step.heading, values)}</h3>
            {step.text ? (
              <p>
                <RichText text={t(step.text)} />
              </p>
            ) : null}
            <Variables selection={selection} variables={(apiKey) => toolVariables(tool, apiBase, apiKey)} />
          </Fragment>
        ),
      )}
    </>
  )
}

function configFileOf({ tool }: Selection): string {
  return SETUPS[tool].find(isFile)?.file ?? ''
}

function guideValues(selection: Selection) {
  const terminal = terminalOf(selection)
  const { directory } = TOOL_FACTS[selection.tool]
  return {
    directory: configPath(terminal, directory, ''),
    path: configPath(terminal, directory, configFileOf(selection)),
    variable: OPENCODE_KEY_VARIABLE,
  }
}

/** The problems particular to a tool, beyond the relay's answers the page lists for every tool. */
const TOOL_TROUBLE = {
  claude: [],
  codex: [],
  gemini: ['guide.gemini.trouble.signIn', 'guide.gemini.trouble.google'],
  opencode: ['guide.opencode.trouble.missing', 'guide.opencode.trouble.unauthorized'],
} as const satisfies Record<Tool, readonly string[]>

export function ToolGuide({ selection, apiBase }: GuideProps) {
  const { t, i18n } = useTranslation('docs')
  const { tool, os } = selection
  const terminal = terminalOf(selection)
  const language = TERMINAL_NAMES[terminal]
  const facts = TOOL_FACTS[tool]
  const toolName = facts.name
  const isWindows = !isUnix(os)
  const trouble: readonly (typeof TOOL_TROUBLE)[Tool][number][] = TOOL_TROUBLE[tool]
  return (
    <div className={styles.guide}>
      <section className={styles.step}>
        <h2>{t('guide.prerequisites.heading')}</h2>
        <p>{t('guide.prerequisites.text')}</p>
        <CommandBlock
          title={t('guide.prerequisites.checkTitle')}
          language={language}
          code={NODE_CHECK_COMMAND}
        />
        <p>
          {t('guide.prerequisites.installText')}
          {sentenceSpace(i18n.language)}
          <a href="https://nodejs.org/" target="_blank" rel="noreferrer">
            nodejs.org
            <span className="visually-hidden">{t('newTab')}</span>
          </a>
        </p>
        <CommandBlock
          title={t('guide.prerequisites.installTitle')}
          language={language}
          code={nodeInstallCommand(os)}
        />
        {tool === 'claude' && isWindows ? (
          <p>
            {t('guide.prerequisites.gitBash')}
            {sentenceSpace(i18n.language)}
            <a href="https://git-scm.com/downloads/win" target="_blank" rel="noreferrer">
              git-scm.com
              <span className="visually-hidden">{t('newTab')}</span>
            </a>
          </p>
        ) : null}
      </section>

      <section className={styles.step}>
        <h2>{t('guide.install.heading', { tool: toolName })}</h2>
        <p>
          <RichText text={t('guide.install.text', { command: facts.run })} />
        </p>
        <CommandBlock title={t('guide.install.title')} language={language} code={facts.install} />
        {tool === 'opencode' && !isWindows ? (
          <>
            <p>{t('guide.install.opencodeScript')}</p>
            <CommandBlock
              title={t('guide.install.scriptTitle')}
              language={language}
              code={OPENCODE_INSTALL_SCRIPT}
            />
          </>
        ) : null}
        {os === 'linux' ? <p className={styles.muted}>{t('guide.install.wsl')}</p> : null}
      </section>

      <section className={styles.step}>
        <h2>{t('guide.configure.heading')}</h2>
        <Setup selection={selection} apiBase={apiBase} />
      </section>

      <AppOnly>
        <section className={styles.step}>
          <h2>{t('guide.verify.heading')}</h2>
          <p>{t('guide.verify.text')}</p>
          <CommandBlock title={t('guide.verify.versionTitle')} language={language} code={facts.version} />
          {tool === 'codex' || tool === 'opencode' ? (
            <CommandBlock
              title={t('guide.verify.configTitle')}
              language={language}
              code={showConfigFile(terminal, facts.directory, configFileOf(selection))}
            />
          ) : null}
          {tool === 'codex' ? null : (
            <CommandBlock
              title={t('guide.verify.variablesTitle')}
              language={language}
              code={printVariables(terminal, variableNames(tool))}
            />
          )}
          <p>{t('guide.verify.runText', { tool: toolName })}</p>
          <CommandBlock
            title={t('guide.verify.runTitle', { tool: toolName })}
            language={language}
            code={facts.run}
          />
          {tool === 'opencode' ? (
            <p>
              <RichText text={t('guide.opencode.modelText')} />
            </p>
          ) : null}
          <p className={styles.muted}>
            {t('guide.verify.checked', { tool: toolName, version: facts.checkedVersion })}
            {sentenceSpace(i18n.language)}
            <a href={facts.docsUrl} target="_blank" rel="noreferrer">
              {t('guide.verify.officialDocs', { tool: toolName })}
              <span className="visually-hidden">{t('newTab')}</span>
            </a>
          </p>
        </section>

        {tool === 'claude' ? <StatusLineSection selection={selection} language={language} /> : null}

        {trouble.length > 0 ? (
          <section className={styles.step}>
            <h2>{t('guide.trouble.heading', { tool: toolName })}</h2>
            <dl className={styles.trouble}>
              {trouble.map((item) => (
                <div key={item}>
                  <dt>{t(`${item}.heading`)}</dt>
                  <dd>
                    <RichText text={t(`${item}.text`, guideValues(selection))} />
                  </dd>
                </div>
              ))}
            </dl>
          </section>
        ) : null}
      </AppOnly>
    </div>
  )
}
