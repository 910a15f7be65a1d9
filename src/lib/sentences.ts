/**
 * What goes between two sentences of `language` shown one after the other: a space in English and Russian,
 * nothing in Chinese and Japanese, whose full-width marks (。！？：) already hold the gap. A space there reads
 * as "。 ", the mark of text pasted together.
 */
export function sentenceSpace(language: string): string {
  return /^(?:zh|ja)(?:-|$)/u.test(language) ? '' : ' '
}

/** Translated sentences in reading order as one paragraph of `language`; empty parts are left out. */
export function joinSentences(language: string, sentences: readonly (string | null | undefined)[]): string {
  return sentences.filter((sentence): sentence is string => Boolean(sentence)).join(sentenceSpace(language))
}
