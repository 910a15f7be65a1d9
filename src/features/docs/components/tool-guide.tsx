import type { ComponentType } from 'react'
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
  claudeVariables,
  codexAuthJson,
  codexConfigToml,
  codexVariables,
  geminiDotEnv,
  geminiSettingsJson,
  geminiVariables,
  opencodeConfigJson,
  opencodeVariables,
  variableNames,
  type Tool,
} from '#src/lib/tools/tools.ts'
import type { Selection } from '#src/features/docs/utils/selection.ts'
import { CommandBlock, type KeyView } from './command-block.tsx'
import { RichText } from './rich-text.tsx'
import { StatusLineSection } from './status-line.tsx'
import styles from './docs.module.css'

/** `apiBase` is the address of the selected tool under the API origin. */
type GuideProps = { selection: Selection; apiBase: string; keyView: KeyView }

const TERMINAL_NAMES: Record<Terminal, string> = {
  powershell: 'PowerShell',
  cmd: 'CMD',
  zsh: 'zsh',
  bash: 'bash',
  fish: 'fish',
}

/** Temporary and permanent variables for the chosen system and shell. */
function Variables({
  selection,
  keyView,
  variables,
}: Pick<GuideProps, 'selection' | 'keyView'> & { variables: (apiKey: string) => readonly EnvVar[] }) {
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
        keyView={keyView}
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
        keyView={keyView}
      />
    </>
  )
}

function ClaudeSetup({ selection, apiBase, keyView }: GuideProps) {
  const { t } = useTranslation('docs')
  const terminal = terminalOf(selection)
  const settingsPath = configPath(terminal, '.claude', 'settings.json')
  return (
    <>
      <p>
        <RichText text={t('guide.claude.intro')} />
      </p>
      <h3>{t('guide.claude.variablesHeading')}</h3>
      <Variables
        selection={selection}
        keyView={keyView}
        variables={(apiKey) => claudeVariables(apiBase, apiKey)}
      />
      <h3>{t('guide.claude.settingsHeading')}</h3>
      <p>
        <RichText text={t('guide.claude.settingsText', { path: settingsPath })} />
      </p>
      <CommandBlock
        title={t('guide.claude.openSettingsTitle')}
        language={TERMINAL_NAMES[terminal]}
        code={openConfigFile(selection, '.claude', 'settings.json')}
        keyView={keyView}
      />
      <CommandBlock
        title={t('guide.claude.settingsTitle')}
        language="JSON"
        code={(apiKey) => claudeSettingsJson(apiBase, apiKey)}
        keyView={keyView}
      />
    </>
  )
}

function CodexSetup({ selection, apiBase, keyView }: GuideProps) {
  const { t } = useTranslation('docs')
  const terminal = terminalOf(selection)
  const language = TERMINAL_NAMES[terminal]
  return (
    <>
      <p>
        <RichText text={t('guide.codex.intro', { directory: configPath(terminal, '.codex', '') })} />
      </p>
      <h3>config.toml</h3>
      <p>
        <RichText text={t('guide.codex.configText')} />
      </p>
      <CommandBlock
        title={t('guide.codex.openConfigTitle')}
        language={language}
        code={openConfigFile(selection, '.codex', 'config.toml')}
        keyView={keyView}
      />
      <CommandBlock
        title={t('guide.codex.configTitle')}
        language="TOML"
        code={() => codexConfigToml(apiBase)}
        keyView={keyView}
      />
      <h3>auth.json</h3>
      <p>{t('guide.codex.authText')}</p>
      <CommandBlock
        title={t('guide.codex.openAuthTitle')}
        language={language}
        code={openConfigFile(selection, '.codex', 'auth.json')}
        keyView={keyView}
      />
      <CommandBlock
        title={t('guide.codex.authTitle')}
        language="JSON"
        code={codexAuthJson}
        keyView={keyView}
      />
      <h3>{t('guide.codex.envHeading')}</h3>
      <p>
        <RichText text={t('guide.codex.envText')} />
      </p>
      <Variables selection={selection} keyView={keyView} variables={codexVariables} />
    </>
  )
}

function GeminiSetup({ selection, apiBase, keyView }: GuideProps) {
  const { t } = useTranslation('docs')
  const terminal = terminalOf(selection)
  const language = TERMINAL_NAMES[terminal]
  return (
    <>
      <p>
        <RichText text={t('guide.gemini.intro')} />
      </p>
      <h3>{t('guide.gemini.variablesHeading')}</h3>
      <Variables
        selection={selection}
        keyView={keyView}
        variables={(apiKey) => geminiVariables(apiBase, apiKey)}
      />
      <h3>settings.json</h3>
      <p>
        <RichText
          text={t('guide.gemini.settingsText', { path: configPath(terminal, '.gemini', 'settings.json') })}
        />
      </p>
      <CommandBlock
        title={t('guide.gemini.openSettingsTitle')}
        language={language}
        code={openConfigFile(selection, '.gemini', 'settings.json')}
        keyView={keyView}
      />
      <CommandBlock
        title={t('guide.gemini.settingsTitle')}
        language="JSON"
        code={geminiSettingsJson()}
        keyView={keyView}
      />
      <h3>{t('guide.gemini.envFileHeading')}</h3>
      <p>
        <RichText text={t('guide.gemini.envFileText', { path: configPath(terminal, '.gemini', '.env') })} />
      </p>
      <CommandBlock
        title={t('guide.gemini.openEnvFileTitle')}
        language={language}
        code={openConfigFile(selection, '.gemini', '.env')}
        keyView={keyView}
      />
      <CommandBlock
        title={t('guide.gemini.envFileTitle')}
        language=".env"
        code={(apiKey) => geminiDotEnv(apiBase, apiKey)}
        keyView={keyView}
      />
    </>
  )
}

function OpenCodeSetup({ selection, apiBase, keyView }: GuideProps) {
  const { t } = useTranslation('docs')
  const terminal = terminalOf(selection)
  const path = configPath(terminal, '.config/opencode', 'opencode.json')
  return (
    <>
      <p>
        <RichText text={t('guide.opencode.intro', { path, variable: OPENCODE_KEY_VARIABLE })} />
      </p>
      <h3>{t('guide.opencode.variableHeading', { variable: OPENCODE_KEY_VARIABLE })}</h3>
      <Variables selection={selection} keyView={keyView} variables={opencodeVariables} />
      <h3>opencode.json</h3>
      <p>
        <RichText text={t('guide.opencode.configText', { variable: OPENCODE_KEY_VARIABLE })} />
      </p>
      <CommandBlock
        title={t('guide.opencode.openConfigTitle')}
        language={TERMINAL_NAMES[terminal]}
        code={openConfigFile(selection, '.config/opencode', 'opencode.json')}
        keyView={keyView}
      />
      <CommandBlock
        title={t('guide.opencode.configTitle')}
        language="JSON"
        code={opencodeConfigJson(apiBase)}
        keyView={keyView}
      />
    </>
  )
}

const SETUPS: Record<Tool, ComponentType<GuideProps>> = {
  claude: ClaudeSetup,
  codex: CodexSetup,
  gemini: GeminiSetup,
  opencode: OpenCodeSetup,
}

/** The problems particular to a tool, beyond the relay's answers the page lists for every tool. */
const TOOL_TROUBLE = {
  claude: [],
  codex: [],
  gemini: ['guide.gemini.trouble.signIn', 'guide.gemini.trouble.google'],
  opencode: ['guide.opencode.trouble.missing', 'guide.opencode.trouble.unauthorized'],
} as const satisfies Record<Tool, readonly string[]>

/** The file a tool's troubleshooting points at. */
const CONFIG_FILE: Record<Tool, string> = {
  claude: 'settings.json',
  codex: 'config.toml',
  gemini: 'settings.json',
  opencode: 'opencode.json',
}

/** The steps for one tool: prerequisites, install, connection to the relay, verification. */
export function ToolGuide({ selection, apiBase, keyView }: GuideProps) {
  const { t } = useTranslation('docs')
  const { tool, os } = selection
  const terminal = terminalOf(selection)
  const language = TERMINAL_NAMES[terminal]
  const facts = TOOL_FACTS[tool]
  const toolName = facts.name
  const isWindows = !isUnix(os)
  const Setup = SETUPS[tool]
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
          keyView={keyView}
        />
        <p>
          {t('guide.prerequisites.installText')}{' '}
          <a href="https://nodejs.org/" target="_blank" rel="noreferrer">
            nodejs.org
            <span className="visually-hidden">{t('newTab')}</span>
          </a>
        </p>
        <CommandBlock
          title={t('guide.prerequisites.installTitle')}
          language={language}
          code={nodeInstallCommand(os)}
          keyView={keyView}
        />
        {tool === 'claude' && isWindows ? (
          <p>
            {t('guide.prerequisites.gitBash')}{' '}
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
        <CommandBlock
          title={t('guide.install.title')}
          language={language}
          code={facts.install}
          keyView={keyView}
        />
        {tool === 'opencode' && !isWindows ? (
          <>
            <p>{t('guide.install.opencodeScript')}</p>
            <CommandBlock
              title={t('guide.install.scriptTitle')}
              language={language}
              code={OPENCODE_INSTALL_SCRIPT}
              keyView={keyView}
            />
          </>
        ) : null}
        {os === 'linux' ? <p className={styles.muted}>{t('guide.install.wsl')}</p> : null}
      </section>

      <section className={styles.step}>
        <h2>{t('guide.configure.heading')}</h2>
        <Setup selection={selection} apiBase={apiBase} keyView={keyView} />
      </section>

      <section className={styles.step}>
        <h2>{t('guide.verify.heading')}</h2>
        <p>{t('guide.verify.text')}</p>
        <CommandBlock
          title={t('guide.verify.versionTitle')}
          language={language}
          code={facts.version}
          keyView={keyView}
        />
        {tool === 'codex' || tool === 'opencode' ? (
          <CommandBlock
            title={t('guide.verify.configTitle')}
            language={language}
            code={showConfigFile(terminal, facts.directory, CONFIG_FILE[tool])}
            keyView={keyView}
          />
        ) : null}
        {tool === 'codex' ? null : (
          <CommandBlock
            title={t('guide.verify.variablesTitle')}
            language={language}
            code={printVariables(terminal, variableNames(tool))}
            keyView={keyView}
          />
        )}
        <p>{t('guide.verify.runText', { tool: toolName })}</p>
        <CommandBlock
          title={t('guide.verify.runTitle', { tool: toolName })}
          language={language}
          code={facts.run}
          keyView={keyView}
        />
        {tool === 'opencode' ? (
          <p>
            <RichText text={t('guide.opencode.modelText')} />
          </p>
        ) : null}
        <p className={styles.muted}>
          {t('guide.verify.checked', { tool: toolName, version: facts.checkedVersion })}{' '}
          <a href={facts.docsUrl} target="_blank" rel="noreferrer">
            {t('guide.verify.officialDocs', { tool: toolName })}
            <span className="visually-hidden">{t('newTab')}</span>
          </a>
        </p>
      </section>

      {tool === 'claude' ? (
        <StatusLineSection selection={selection} language={language} keyView={keyView} />
      ) : null}

      {trouble.length > 0 ? (
        <section className={styles.step}>
          <h2>{t('guide.trouble.heading', { tool: toolName })}</h2>
          <dl className={styles.trouble}>
            {trouble.map((item) => (
              <div key={item}>
                <dt>{t(`${item}.heading`)}</dt>
                <dd>
                  <RichText
                    text={t(`${item}.text`, {
                      path: configPath(terminal, facts.directory, CONFIG_FILE[tool]),
                      variable: OPENCODE_KEY_VARIABLE,
                    })}
                  />
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
    </div>
  )
}
