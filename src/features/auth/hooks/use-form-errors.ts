import { useRef, useState, type ChangeEvent } from 'react'
import type { FieldError, ServerFieldError } from '#src/features/auth/validation.ts'

/** A failed check focuses the first invalid field (by the order of `fields`); typing clears its error. */
export function useFormErrors<Field extends string>(
  fields: readonly Field[],
  describe: (error: FieldError, max?: number) => string,
  initial: Partial<Record<Field, string>> = {},
) {
  const [values, setValues] = useState(
    () => Object.fromEntries(fields.map((field) => [field, initial[field] ?? ''])) as Record<Field, string>,
  )
  const [errors, setErrors] = useState<Partial<Record<Field, ServerFieldError>>>({})
  const refs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({})

  const setValue = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }))
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current))
  }

  /** Shows `found` and focuses the first invalid field; returns whether the form is valid. */
  const apply = (found: Partial<Record<Field, FieldError | ServerFieldError | undefined>>): boolean => {
    const next: Partial<Record<Field, ServerFieldError>> = {}
    for (const field of fields) {
      const error: FieldError | ServerFieldError | undefined = found[field]
      if (error) next[field] = typeof error === 'string' ? { error } : error
    }
    setErrors(next)
    const first = fields.find((field) => next[field])
    if (first) refs.current[first]?.focus()
    return first === undefined
  }

  const field = (name: Field) => {
    const error = errors[name]
    return {
      ref: (element: HTMLInputElement | null) => {
        refs.current[name] = element
      },
      value: values[name],
      error: error && describe(error.error, error.max),
    }
  }

  /** A field bound to an `<input>`-like component's change events. */
  const input = (name: Field) => ({
    ...field(name),
    onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(name, event.target.value),
  })

  return { values, setValue, apply, field, input }
}
