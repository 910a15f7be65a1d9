import { useState, type Ref } from 'react'
import { useTranslation } from 'react-i18next'
import { EyeIcon, EyeOffIcon } from '#src/components/icons/icons.tsx'
import { Button } from '#src/components/ui/button.tsx'
import { TextField, type TextFieldProps } from '#src/components/ui/text-field.tsx'

type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'addon'> & { ref?: Ref<HTMLInputElement> }

/**
 * A password input with a show/hide toggle. Its `name` goes to `data-name`, never `name`: a form submitted by the
 * browser itself (a browser that ignores the form's `dialog` method) then cannot carry the password.
 */
export function PasswordField({ name, ...props }: PasswordFieldProps) {
  const { t } = useTranslation('auth')
  const [isVisible, setIsVisible] = useState(false)
  return (
    <TextField
      {...props}
      data-name={name}
      type={isVisible ? 'text' : 'password'}
      addon={
        <Button
          variant="secondary"
          aria-label={isVisible ? t('hidePassword') : t('showPassword')}
          title={isVisible ? t('hidePassword') : t('showPassword')}
          onClick={() => setIsVisible((visible) => !visible)}
        >
          {isVisible ? <EyeOffIcon /> : <EyeIcon />}
        </Button>
      }
    />
  )
}
