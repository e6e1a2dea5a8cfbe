import type { FormChecker } from '@/web/lib/use-checked-form';
import type { FormCheck } from '@/web/lib/form-check';
import { loadOnUse, type OnUse } from './load-on-use';

// The sign-in and sign-up forms' checks (form-checks.ts), loaded with what the forms need once
// used (../on-use.ts) when a form is first focused or submitted: the pages the server renders
// paint and hydrate without the schema library.

/** The check `pick` takes from ../on-use.ts, kept once it is here. */
function checkOnUse<Values>(pick: (onUse: OnUse) => (form: HTMLFormElement) => FormCheck<Values>) {
  const checker: FormChecker<Values> = {
    load: async () => (checker.current = pick(await loadOnUse())),
  };
  return checker;
}

export const emailOnlyForm = checkOnUse((onUse) => onUse.emailOnlyCheck);
export const signupForm = checkOnUse((onUse) => onUse.signupCheck);
export const passwordForm = checkOnUse((onUse) => onUse.passwordFormCheck);
