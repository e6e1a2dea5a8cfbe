import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { accountSchema } from '@/shared/family';
import type { ProfileDto } from '@/shared/onboarding';
import { TextField } from '@/web/components/ui/text-field';
import { errorMessage } from '@/web/lib/error-message';
import { useSession } from '@/web/lib/session';
import { useProfile } from '../api/profile';
import { useSaveProfile } from '../api/profile';
import { clearingRegister } from '@/web/lib/family/clearing-register';
import { accountCountryOptions } from '@/web/lib/family/labels';
import { clearDraft, readDraft } from '../lib/local-progress';
import { schemaResolver } from '@/web/lib/family/schema-resolver';
import { useDraft } from '../lib/use-draft';
import { useFocusFirstError } from '../lib/use-focus-first-error';
import { NameFields, PlaceFields } from '@/web/components/family/person-fields';
import { StepActions } from './step-actions';
import { StepLoading } from './step-loading';
import { useWizard } from './wizard-context';

type AccountDraft = ProfileDto;

const emptyAccount: AccountDraft = {
  firstName: '',
  middleName: '',
  lastName: '',
  nickname: '',
  email: '',
  cellPhone: '',
  city: '',
  state: '',
  zipOrCounty: '',
  country: 'United States',
};

/** Step 1: the owner's own details, prefilled from the stored profile or the sign-in e-mail. */
export function AccountStep() {
  const profile = useProfile();
  const session = useSession();
  if (profile.isPending) return <StepLoading />;
  if (profile.isError)
    return <StepLoading error={profile.error} onRetry={() => void profile.refetch()} />;
  const stored = profile.data ?? { ...emptyAccount, email: session.data?.email ?? '' };
  return <AccountForm initial={{ ...emptyAccount, ...stored, ...readDraft('account') }} />;
}

function AccountForm({ initial }: { initial: AccountDraft }) {
  const wizard = useWizard();
  const save = useSaveProfile();
  const [saveError, setSaveError] = useState<string>();
  const form = useForm<AccountDraft, unknown, z.output<typeof accountSchema>>({
    resolver: schemaResolver<AccountDraft, typeof accountSchema>(accountSchema),
    defaultValues: initial,
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const formRef = useFocusFirstError(form);
  useDraft('account', form);
  const register = clearingRegister(form);
  const bind = (name: keyof AccountDraft) => register(name);
  const errors = form.formState.errors;
  const errorOf = (name: keyof AccountDraft) => errors[name]?.message;
  const country = useWatch({ control: form.control, name: 'country' });

  return (
    <form
      ref={formRef}
      noValidate
      className="flex flex-col gap-6"
      onSubmit={form.handleSubmit(async (account) => {
        setSaveError(undefined);
        try {
          await save.mutateAsync(account);
          clearDraft('account');
          await wizard.finish();
        } catch (error) {
          setSaveError(errorMessage(error));
        }
      })}
    >
      <NameFields bind={bind} errorOf={errorOf} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          aria-required="true"
          error={errorOf('email')}
          {...bind('email')}
        />
        <TextField
          label="Cell phone"
          type="tel"
          autoComplete="tel"
          placeholder="+1 555 123 4567"
          aria-required="true"
          error={errorOf('cellPhone')}
          {...bind('cellPhone')}
        />
      </div>
      <PlaceFields
        bind={bind}
        errorOf={errorOf}
        country={country}
        countries={accountCountryOptions}
      />
      <StepActions error={saveError} busy={form.formState.isSubmitting} />
    </form>
  );
}
