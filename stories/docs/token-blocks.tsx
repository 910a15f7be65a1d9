import type { CSSProperties, ReactNode } from 'react'
import tokensCss from '#src/styles/tokens.css?raw'

/** The design tokens, read from src/styles/tokens.css itself, so these pages never drift from it. */
type Token = { name: string; value: string }

function readTokens(css: string): Token[] {
  const root = /:root\s*\{([^}]*)\}/.exec(css)?.[1] ?? ''
  return [...root.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)].map(([, name = '', value = '']) => ({
    name,
    value: value.trim().replace(/\s+/g, ' '),
  }))
}

const tokens = readTokens(tokensCss)

function tokensStartingWith(prefix: string): Token[] {
  return tokens.filter((token) => token.name.startsWith(prefix))
}

/** The two values of `light-dark(a, b)`, or the value twice. */
function lightAndDark(value: string): [string, string] {
  const match = /^light-dark\(\s*(#[0-9a-f]{3,8})\s*,\s*(#[0-9a-f]{3,8})\s*\)$/i.exec(value)
  return match ? [match[1] ?? value, match[2] ?? value] : [value, value]
}

function relativeLuminance(hex: string): number | undefined {
  const digits = hex.replace('#', '')
  if (digits.length !== 6) return undefined
  const [r = 0, g = 0, b = 0] = [0, 2, 4].map((start) => {
    const channel = Number.parseInt(digits.slice(start, start + 2), 16) / 255
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** The WCAG contrast ratio of two hex colours, e.g. "7.1:1". */
function contrast(foreground: string, background: string): string {
  const a = relativeLuminance(foreground)
  const b = relativeLuminance(background)
  if (a === undefined || b === undefined) return '–'
  const ratio = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05)
  return `${ratio.toFixed(2)}:1`
}

const table: CSSProperties = { width: '100%', borderCollapse: 'collapse', fontSize: 'var(--text-sm)' }
const cell: CSSProperties = {
  padding: 'var(--space-2) var(--space-3)',
  borderBottom: '1px solid var(--color-border)',
  textAlign: 'left',
  verticalAlign: 'middle',
}

function Table({ head, children }: { head: string[]; children: ReactNode }) {
  return (
    <table style={table}>
      <thead>
        <tr>
          {head.map((title) => (
            <th key={title} scope="col" style={cell}>
              {title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  )
}

function Swatch({ name, value, scheme }: Token & { scheme: 'light' | 'dark' }) {
  // The token is declared again on the swatch itself: its `light-dark()` then resolves against the swatch's
  // own colour scheme, so each swatch shows its theme's value whatever the toolbar theme is.
  const style = {
    colorScheme: scheme,
    [name]: value,
    display: 'inline-block',
    width: '3rem',
    height: '2rem',
    verticalAlign: 'middle',
    borderRadius: 'var(--radius-sm)',
    border: '1px solid #8888',
    background: `var(${name})`,
  } as CSSProperties
  return <span style={style} />
}

/** Every `--color-*` token in both themes, with the contrast of its light and dark value on `--color-bg`. */
export function ColorTokens() {
  const [lightBg = '#ffffff', darkBg = '#000000'] = lightAndDark(
    tokens.find((token) => token.name === '--color-bg')?.value ?? '',
  )
  return (
    <Table head={['Token', 'Light', 'Dark', 'On --color-bg (light / dark)']}>
      {tokensStartingWith('--color-').map(({ name, value }) => {
        const [light, dark] = lightAndDark(value)
        return (
          <tr key={name}>
            <td style={cell}>
              <code>{name}</code>
            </td>
            <td style={cell}>
              <Swatch name={name} value={value} scheme="light" /> <code>{light}</code>
            </td>
            <td style={cell}>
              <Swatch name={name} value={value} scheme="dark" /> <code>{dark}</code>
            </td>
            <td style={cell}>
              {contrast(light, lightBg)} / {contrast(dark, darkBg)}
            </td>
          </tr>
        )
      })}
    </Table>
  )
}

const SAMPLES = [
  'Claude Code and Codex CLI',
  '一个中继，两种工具',
  '中繼服務',
  'リレー経由で使う',
  'Подписка и ключи',
]

/** The type scale `--text-*`, with a sample in each script the app shows. */
export function TypeScale() {
  return (
    <Table head={['Token', 'Size', 'Sample']}>
      {tokensStartingWith('--text-').map(({ name, value }) => (
        <tr key={name}>
          <td style={cell}>
            <code>{name}</code>
          </td>
          <td style={cell}>
            <code>{value}</code>
          </td>
          <td style={{ ...cell, fontSize: `var(${name})`, lineHeight: 'var(--leading-tight)' }}>
            {SAMPLES.join(' · ')}
          </td>
        </tr>
      ))}
    </Table>
  )
}

/** Font stacks, line heights and the other single values. */
export function OtherTokens({ prefixes }: { prefixes: string[] }) {
  return (
    <Table head={['Token', 'Value']}>
      {tokens
        .filter((token) => prefixes.some((prefix) => token.name.startsWith(prefix)))
        .map(({ name, value }) => (
          <tr key={name}>
            <td style={cell}>
              <code>{name}</code>
            </td>
            <td style={cell}>
              <code>{value}</code>
            </td>
          </tr>
        ))}
    </Table>
  )
}

/** The 4 px spacing grid `--space-*`, drawn to scale. */
export function SpacingScale() {
  return (
    <Table head={['Token', 'Value', 'Size']}>
      {tokensStartingWith('--space-').map(({ name, value }) => (
        <tr key={name}>
          <td style={cell}>
            <code>{name}</code>
          </td>
          <td style={cell}>
            <code>{value}</code>
          </td>
          <td style={cell}>
            <span
              style={{
                display: 'block',
                width: `var(${name})`,
                height: 'var(--space-4)',
                background: 'var(--color-accent)',
                borderRadius: 2,
              }}
            />
          </td>
        </tr>
      ))}
    </Table>
  )
}

/** Corner radii `--radius-*` and shadows `--shadow-*`, each on a sample card. */
export function RadiusAndShadowScale() {
  const box: CSSProperties = {
    width: '6rem',
    height: '4rem',
    background: 'var(--color-surface-raised)',
    border: '1px solid var(--color-border)',
  }
  return (
    <Table head={['Token', 'Value', 'Sample']}>
      {tokensStartingWith('--radius-').map(({ name, value }) => (
        <tr key={name}>
          <td style={cell}>
            <code>{name}</code>
          </td>
          <td style={cell}>
            <code>{value}</code>
          </td>
          <td style={cell}>
            <div style={{ ...box, borderRadius: `var(${name})` }} />
          </td>
        </tr>
      ))}
      {tokensStartingWith('--shadow-').map(({ name, value }) => (
        <tr key={name}>
          <td style={cell}>
            <code>{name}</code>
          </td>
          <td style={cell}>
            <code>{value}</code>
          </td>
          <td style={cell}>
            <div style={{ ...box, borderRadius: 'var(--radius-md)', boxShadow: `var(${name})` }} />
          </td>
        </tr>
      ))}
    </Table>
  )
}
