import { encode } from 'uqr'

type QrCodeProps = { text: string; label: string }

/** Quiet zone of 4 modules, as the QR standard asks, so phone cameras find the code on any background. */
const QUIET_ZONE = 4

/** Loaded only with the two-step set-up (a dynamic import): the encoder is none of the account page's bytes. */
export function QrCode({ text, label }: QrCodeProps) {
  const { data, size } = encode(text, { ecc: 'M', border: QUIET_ZONE })
  const path = data.flatMap((row, y) => row.map((isDark, x) => (isDark ? `M${x} ${y}h1v1h-1z` : ''))).join('')
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      width={size * 4}
      height={size * 4}
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  )
}
