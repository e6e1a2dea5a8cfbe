import type {
  FieldPath,
  FieldValues,
  UseFormClearErrors,
  UseFormRegister,
  UseFormRegisterReturn,
} from 'react-hook-form';

/** Registers one field of a person inside a bigger form, by its name within the person. */
export type Bind<Name extends string = string> = (name: Name) => UseFormRegisterReturn;

/** One person's fields in a form (the owner, or one row of a list), named within the person. */
export interface PersonRow<Name extends string> {
  bind: Bind<Name>;
  errorOf: (name: Name) => string | undefined;
  clearError: (name: Name) => void;
}

/**
 * A person's row of a form: `pathOf` turns a field's name within the person into its path in
 * the form (`firstName` into `parents.2.firstName`); its fields forget their error when edited.
 */
export function personRow<Form extends FieldValues, Name extends string>(
  form: { register: UseFormRegister<Form>; clearErrors: UseFormClearErrors<Form> },
  pathOf: (name: Name) => FieldPath<Form>,
  errorOf: (name: Name) => string | undefined,
): PersonRow<Name> {
  return {
    bind: (name) => form.register(pathOf(name), { onChange: () => form.clearErrors(pathOf(name)) }),
    errorOf,
    clearError: (name) => form.clearErrors(pathOf(name)),
  };
}
