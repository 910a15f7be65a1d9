import { Fragment } from 'react'

/** Renders a message in which `backticks` mark code (paths, commands), so translators can keep them. */
export function RichText({ text }: { text: string }) {
  return text
    .split('`')
    .map((part, index) =>
      index % 2 === 1 ? <code key={index}>{part}</code> : <Fragment key={index}>{part}</Fragment>,
    )
}
