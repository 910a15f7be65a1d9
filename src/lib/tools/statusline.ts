/**
 * Claude Code's status line with the relay's quota: the commands that download the portal's script
 * (`public/tools/relay-statusline.mjs`) into Claude Code's directory, turn it on in `settings.json` without
 * losing the user's other settings, and take both away again. Pure: the portal's origin and the language are
 * parameters; every value from outside is quoted for the shell that runs it. No command here holds the key: the
 * script reads `ANTHROPIC_AUTH_TOKEN` and `ANTHROPIC_BASE_URL`, which the guide sets for Claude Code anyway.
 *
 * Checked against Claude Code 2.1.332 (the version in TOOL_FACTS) and https://code.claude.com/docs/en/statusline:
 * `statusLine` in `~/.claude/settings.json` is `{ "type": "command", "command": "…" }` (with an optional
 * `padding`); Claude Code runs the command in a shell (sh or bash; Git Bash on Windows, PowerShell where there is
 * none), writes the session as JSON to its standard input and shows the first line it prints.
 */
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

/** The script's file name, the same on the portal and in Claude Code's directory. */
export const STATUSLINE_SCRIPT = 'relay-statusline.mjs'

/** Where the portal serves the script, under its own origin. */
export const STATUSLINE_SCRIPT_PATH = `/tools/${STATUSLINE_SCRIPT}`

/** The script's address on the portal: the page's origin (no trailing slash) and its path. */
export function statusLineScriptUrl(portalOrigin: string): string {
  return `${portalOrigin}${STATUSLINE_SCRIPT_PATH}`
}

/**
 * The language the script prints in (its `--lang=` flag takes the portal's five): the portal's, or English for
 * any other value. Only these five literals, letters and a hyphen, ever reach a command.
 */
export function statusLineLanguage(language: string): Language {
  return isLanguage(language) ? language : 'en'
}

/**
 * What Claude Code runs. `$HOME` inside double quotes is the home directory in every shell Claude Code may run
 * it in (sh, bash, zsh, Git Bash, PowerShell), spaces and all; Git Bash hands Node.js the Windows form of the
 * path. {@link SET_PROGRAM} writes the same text; a test holds the two together.
 */
export function statusLineCommand(language: string): string {
  return `node "$HOME/.claude/${STATUSLINE_SCRIPT}" --lang=${statusLineLanguage(language)}`
}

/** The entry to paste into `settings.json` by hand. */
export function statusLineSettingsJson(language: string): string {
  return JSON.stringify({ statusLine: { type: 'command', command: statusLineCommand(language) } }, null, 2)
}

/** One argument, quoted for the terminal that reads it. */
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

/**
 * The start of both Node.js programs: reads `~/.claude/settings.json` (`os.homedir()`, which is
 * `%USERPROFILE%` on Windows, as for Claude Code) into `settings`, `{}` when the file is missing or empty. A
 * file that is not a JSON object (a typo, a comment) stops the program with a message and exit code 1 before
 * anything is written, so the user's settings are never replaced.
 *
 * The programs are written without `"`, `'`, `%`, `!`, `^`, `\` or a line break, so that every shell takes
 * them in its quotes as they are (CMD refuses the first five; PowerShell 5.1 would mangle a `"` it passes to
 * Node.js): strings are template literals, and a double quote is `String.fromCharCode(34)`.
 */
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

/**
 * Sets `statusLine` to {@link statusLineCommand} for the language given as its argument, keeping every other
 * setting, and writes the file back with two-space indents (creating it and its directory if missing).
 */
export const SET_PROGRAM = [
  READ_SETTINGS,
  'const quote=String.fromCharCode(34);',
  `settings.statusLine={type:\`command\`,command:\`node \${quote}$HOME/.claude/${STATUSLINE_SCRIPT}\${quote} --lang=\${process.argv[1]}\`};`,
  'save();',
  'console.log(`statusLine set in ${file}`)',
].join('')

/**
 * Removes `statusLine` when it runs the relay's script (another tool's status line stays), writes the file back
 * only then, and deletes the script.
 */
export const REMOVE_PROGRAM = [
  READ_SETTINGS,
  `if(String(settings.statusLine?.command).includes(\`${STATUSLINE_SCRIPT}\`)){delete settings.statusLine;save();console.log(\`statusLine removed from \${file}\`)}`,
  'else console.log(`No Relay Portal statusLine in ${file}: nothing to remove.`);',
  `fs.rmSync(path.join(dir,\`${STATUSLINE_SCRIPT}\`),{force:true})`,
].join('')

/** Downloads the script from the portal into Claude Code's directory, creating the directory if needed. */
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

/** Sets `statusLine` in `settings.json` (see {@link SET_PROGRAM}). */
export function enableStatusLineCommand(selection: Platform, language: string): string {
  const terminal = terminalOf(selection)
  return `node -e ${quoteFor(terminal, SET_PROGRAM)} ${quoteFor(terminal, statusLineLanguage(language))}`
}

/**
 * Runs the script once, as Claude Code will, to show its line in the terminal (it needs the two variables set
 * in this terminal). CMD can't expand `$HOME`, so it names the script by `%USERPROFILE%`.
 */
export function tryStatusLineCommand(selection: Platform, language: string): string {
  const terminal = terminalOf(selection)
  if (terminal !== 'cmd') return statusLineCommand(language)
  return `node "${configPath(terminal, '.claude', STATUSLINE_SCRIPT)}" --lang=${statusLineLanguage(language)}`
}

/** Removes `statusLine` from `settings.json` and deletes the script (see {@link REMOVE_PROGRAM}). */
export function removeStatusLineCommand(selection: Platform): string {
  return `node -e ${quoteFor(terminalOf(selection), REMOVE_PROGRAM)}`
}
