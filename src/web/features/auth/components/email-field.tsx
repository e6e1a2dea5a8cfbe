import { TextField, type TextFieldProps } from '@/web/components/ui/text-field';

/** The e-mail address field every sign-in and sign-up form starts with. */
export function EmailField({
  error,
  defaultValue,
}: Pick<TextFieldProps, 'error' | 'defaultValue'>) {
  return (
    <TextField
      label="Email"
      name="email"
      type="email"
      autoComplete="email"
      inputMode="email"
      defaultValue={defaultValue}
      error={error}
    />
  );
}
