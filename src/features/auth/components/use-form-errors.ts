import { useRef, useState, type RefObject } from 'react'
import type { FieldError } from '../validation.ts'

/**
 * Field errors of a form plus refs to its inputs, so that a failed submit moves focus to the first
 * invalid field (in the order of `fields`).
 */
export function useFormErrors<Field extends string>(fields: readonly Field[]) {
  const [errors, setErrors] = useState<Partial<Record<Field, FieldError>>>({})
  const refs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({})

  const register = (field: Field) => (element: HTMLInputElement | null) => {
    refs.current[field] = element
  }

  /** Shows `found` and focuses the first invalid field; returns whether the form is valid. */
  const apply = (found: Partial<Record<Field, FieldError | undefined>>): boolean => {
    const next: Partial<Record<Field, FieldError>> = {}
    for (const field of fields) {
      const error = found[field]
      if (error) next[field] = error
    }
    setErrors(next)
    const first = fields.find((field) => next[field])
    if (first) refs.current[first]?.focus()
    return first === undefined
  }

  const clear = (field: Field) =>
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current))

  return {
    errors,
    register,
    apply,
    clear,
    refs: refs as RefObject<Partial<Record<Field, HTMLInputElement | null>>>,
  }
}
