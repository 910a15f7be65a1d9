import { useTranslation } from 'react-i18next'
import {
  INSTALL_COMMAND,
  NODE_CHECK_COMMAND,
  SHELL_NAMES,
  TOOL_NAMES,
  VERSION_COMMAND,
  claudeSettingsJson,
  claudeVariables,
  codexAuthJson,
  codexConfigToml,
  codexVariables,
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
  type Selection,
  type Terminal,
} from '../utils/setup-commands.ts'
import { CommandBlock, type KeyView } from './command-block.tsx'
import { RichText } from './rich-text.tsx'
import styles from './docs.module.css'

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

/** The steps for one tool: prerequisites, install, connection to the relay, verification. */
export function ToolGuide({ selection, apiBase, keyView }: GuideProps) {
  const { t } = useTranslation('docs')
  const { tool, os } = selection
  const terminal = terminalOf(selection)
  const language = TERMINAL_NAMES[terminal]
  const toolName = TOOL_NAMES[tool]
  const isWindows = !isUnix(os)
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
          <RichText text={t('guide.install.text', { command: tool })} />
        </p>
        <CommandBlock
          title={t('guide.install.title')}
          language={language}
          code={INSTALL_COMMAND[tool]}
          keyView={keyView}
        />
        {os === 'linux' ? <p className={styles.muted}>{t('guide.install.wsl')}</p> : null}
      </section>

      <section className={styles.step}>
        <h2>{t('guide.configure.heading')}</h2>
        {tool === 'claude' ? (
          <ClaudeSetup selection={selection} apiBase={apiBase} keyView={keyView} />
        ) : (
          <CodexSetup selection={selection} apiBase={apiBase} keyView={keyView} />
        )}
      </section>

      <section className={styles.step}>
        <h2>{t('guide.verify.heading')}</h2>
        <p>{t('guide.verify.text')}</p>
        <CommandBlock
          title={t('guide.verify.versionTitle')}
          language={language}
          code={VERSION_COMMAND[tool]}
          keyView={keyView}
        />
        {tool === 'claude' ? (
          <CommandBlock
            title={t('guide.verify.variablesTitle')}
            language={language}
            code={printVariables(terminal, ['ANTHROPIC_BASE_URL', 'ANTHROPIC_AUTH_TOKEN'])}
            keyView={keyView}
          />
        ) : (
          <CommandBlock
            title={t('guide.verify.configTitle')}
            language={language}
            code={showConfigFile(terminal, '.codex', 'config.toml')}
            keyView={keyView}
          />
        )}
        <p>{t('guide.verify.runText', { tool: toolName })}</p>
        <CommandBlock
          title={t('guide.verify.runTitle', { tool: toolName })}
          language={language}
          code={tool}
          keyView={keyView}
        />
      </section>
    </div>
  )
}
