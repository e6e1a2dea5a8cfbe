import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * `register` whose field forgets its error as soon as it is edited (spec §2: errors clear when
 * the field is edited). The form checks again only on the next submit.
 */
export function clearingRegister<Form extends FieldValues, Output>(
  form: UseFormReturn<Form, unknown, Output>,
) {
  return (name: FieldPath<Form>) => form.register(name, { onChange: () => form.clearErrors(name) });
}
