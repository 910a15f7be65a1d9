// No command here holds the key: the script reads ANTHROPIC_AUTH_TOKEN (docs/tools.md).
import { isLanguage, type Language } from '#src/lib/languages.ts'
import {
  configPath,
  quoteCmd,
  quoteFish,
  quotePosix,
  quotePowerShell,
  terminalOf,
  type Platform,
  type Terminal,
} from './shell-commands.ts'

export const STATUSLINE_SCRIPT = 'relay-statusline.mjs'

export const STATUSLINE_SCRIPT_PATH = `/tools/${STATUSLINE_SCRIPT}`

export function statusLineScriptUrl(portalOrigin: string): string {
  return `${portalOrigin}${STATUSLINE_SCRIPT_PATH}`
}

/** Only these five literals, letters and a hyphen, ever reach a command. */
export function statusLineLanguage(language: string): Language {
  return isLanguage(language) ? language : 'en'
}

/** {@link SET_PROGRAM} writes the same text; a test holds the two together. */
export function statusLineCommand(language: string): string {
  return `node "$HOME/.claude/${STATUSLINE_SCRIPT}" --lang=${statusLineLanguage(language)}`
}

export function statusLineSettingsJson(language: string): string {
  return JSON.stringify({ statusLine: { type: 'command', command: statusLineCommand(language) } }, null, 2)
}

function quoteFor(terminal: Terminal, value: string): string {
  switch (terminal) {
    case 'powershell':
      return quotePowerShell(value)
    case 'cmd':
      return quoteCmd(value)
    case 'fish':
      return quoteFish(value)
    default:
      return quotePosix(value)
  }
}

// A settings file that is not a JSON object stops the program before anything is written. No `"`, `'`, `%`,
// `!`, `^`, `\` or line break in the programs, so that every shell takes them in its quotes as they are.
const READ_SETTINGS = [
  'const fs=require(`fs`),path=require(`path`),dir=path.join(require(`os`).homedir(),`.claude`),file=path.join(dir,`settings.json`);',
  'let text=``;',
  'try{text=fs.readFileSync(file,`utf8`)}catch(error){if(error.code==`ENOENT`)text=``;else throw error}',
  // Notepad may start the file with a byte order mark, which JSON.parse refuses.
  'if(text.charCodeAt(0)==65279)text=text.slice(1);',
  'let settings=null;',
  'try{settings=JSON.parse(text.trim()||`{}`)}catch{}',
  'if(settings===null||typeof settings==`object`==false||Array.isArray(settings)){console.error(`${file} is not a JSON object: fix it, or add statusLine by hand. The file was not changed.`);process.exit(1)}',
  'const save=()=>{fs.mkdirSync(dir,{recursive:true});fs.writeFileSync(file,JSON.stringify(settings,null,2)+String.fromCharCode(10))};',
].join('')

export const SET_PROGRAM = [
  READ_SETTINGS,
  'const quote=String.fromCharCode(34);',
  `settings.statusLine={type:\`command\`,command:\`node \${quote}$HOME/.claude/${STATUSLINE_SCRIPT}\${quote} --lang=\${process.argv[1]}\`};`,
  'save();',
  'console.log(`statusLine set in ${file}`)',
].join('')

export const REMOVE_PROGRAM = [
  READ_SETTINGS,
  `if(String(settings.statusLine?.command).includes(\`${STATUSLINE_SCRIPT}\`)){delete settings.statusLine;save();console.log(\`statusLine removed from \${file}\`)}`,
  'else console.log(`No Relay Portal statusLine in ${file}: nothing to remove.`);',
  `fs.rmSync(path.join(dir,\`${STATUSLINE_SCRIPT}\`),{force:true})`,
].join('')

export function downloadStatusLineCommand(selection: Platform, portalOrigin: string): string {
  const terminal = terminalOf(selection)
  const url = statusLineScriptUrl(portalOrigin)
  const target = configPath(terminal, '.claude', STATUSLINE_SCRIPT)
  if (terminal === 'powershell') {
    // -UseBasicParsing: Windows PowerShell 5.1 otherwise needs Internet Explorer's engine; PowerShell 7 ignores it.
    return [
      'New-Item -ItemType Directory -Force "$HOME\\.claude" | Out-Null',
      `Invoke-WebRequest -UseBasicParsing -Uri ${quotePowerShell(url)} -OutFile "${target}"`,
    ].join('\n')
  }
  if (terminal === 'cmd') {
    // curl.exe ships with Windows 10 (1803) and later.
    return [
      'if not exist "%USERPROFILE%\\.claude" mkdir "%USERPROFILE%\\.claude"',
      `curl.exe -fsSL ${quoteCmd(url)} -o "${target}"`,
    ].join('\n')
  }
  return `mkdir -p ~/.claude\ncurl -fsSL ${quoteFor(terminal, url)} -o ${target}`
}

export function enableStatusLineCommand(selection: Platform, language: string): string {
  const terminal = terminalOf(selection)
  return `node -e ${quoteFor(terminal, SET_PROGRAM)} ${quoteFor(terminal, statusLineLanguage(language))}`
}

/** CMD can't expand `$HOME`, so it names the script by `%USERPROFILE%`. */
export function tryStatusLineCommand(selection: Platform, language: string): string {
  const terminal = terminalOf(selection)
  if (terminal !== 'cmd') return statusLineCommand(language)
  return `node "${configPath(terminal, '.claude', STATUSLINE_SCRIPT)}" --lang=${statusLineLanguage(language)}`
}

export function removeStatusLineCommand(selection: Platform): string {
  return `node -e ${quoteFor(terminalOf(selection), REMOVE_PROGRAM)}`
}
