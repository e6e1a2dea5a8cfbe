import { useId } from 'react';
import { Controller, useWatch, type Control } from 'react-hook-form';
import { contactsNeeded, notificationPreferences } from '@/shared/family';
import type { ParentDto } from '@/shared/parents';
import { TextField } from '../ui/text-field';
import type { PersonRow } from '../../lib/family/person-row';
import type { FamilyMemberDraft, FamilyMembersForm } from '../../lib/family/family-member-draft';
import { accountCountryOptions, displayName, notificationLabels } from '../../lib/family/labels';
import { NameFields, PlaceFields } from './person-fields';
import { PersonCard } from './person-card';

const choiceClasses =
  'inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-border px-3 has-[:checked]:border-primary has-[:checked]:bg-muted has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring';

/** One family member: who they are, how they are told, and which parents they hear about. */
export function FamilyMemberCard({
  index,
  control,
  parents,
  row: { bind, errorOf, clearError },
  onRemove,
}: {
  index: number;
  control: Control<FamilyMembersForm>;
  parents: ParentDto[];
  /** Their fields in the form (familyMemberRow). */
  row: PersonRow<keyof FamilyMemberDraft>;
  /** Absent while this is the only family member: the last one cannot be removed. */
  onRemove?: () => void;
}) {
  const member = useWatch({ control, name: `members.${index}` });
  const title = `Family member ${index + 1}`;
  const name = member ? displayName(member) : '';
  const headingId = `family-member-${index}-heading`;
  const followErrorId = useId();
  const followError = errorOf('parentIds');
  // Only the contact her way of being told needs is asked for (the shared schema's rule).
  const needed = contactsNeeded(member?.notificationPreference ?? '');
  return (
    <PersonCard headingId={headingId} title={title} name={name} onRemove={onRemove}>
      <NameFields bind={bind} errorOf={errorOf} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={needed.cellPhone ? 'Cell phone' : 'Cell phone (optional)'}
          type="tel"
          autoComplete="off"
          placeholder="+1 555 123 4567"
          aria-required={needed.cellPhone}
          error={errorOf('cellPhone')}
          {...bind('cellPhone')}
        />
        <TextField
          label={needed.email ? 'Email address' : 'Email address (optional)'}
          type="email"
          inputMode="email"
          autoComplete="off"
          aria-required={needed.email}
          error={errorOf('email')}
          {...bind('email')}
        />
      </div>
      <PlaceFields
        bind={bind}
        errorOf={errorOf}
        country={member?.country ?? ''}
        countries={accountCountryOptions}
      />
      <fieldset className="flex min-w-0 flex-col gap-2">
        <legend className="mb-2 font-medium">Notify them by</legend>
        <div className="flex flex-wrap gap-2">
          {notificationPreferences.map((preference) => (
            <label key={preference} className={choiceClasses}>
              <input
                type="radio"
                value={preference}
                className="size-4 accent-primary"
                {...bind('notificationPreference')}
              />
              {notificationLabels[preference]}
            </label>
          ))}
        </div>
      </fieldset>
      <Controller
        control={control}
        name={`members.${index}.parentIds`}
        render={({ field }) => (
          <fieldset
            className="flex min-w-0 flex-col gap-2"
            aria-describedby={followError ? followErrorId : undefined}
          >
            <legend className="mb-2 font-medium">Tell them about</legend>
            <div className="flex flex-wrap gap-2">
              {parents.map((parent) => (
                <label key={parent.id} className={choiceClasses}>
                  <input
                    type="checkbox"
                    className="size-4 accent-primary"
                    checked={field.value.includes(parent.id)}
                    aria-invalid={followError ? true : undefined}
                    onChange={(event) => {
                      clearError('parentIds');
                      field.onChange(
                        event.target.checked
                          ? [...field.value, parent.id]
                          : field.value.filter((id) => id !== parent.id),
                      );
                    }}
                    onBlur={field.onBlur}
                  />
                  {displayName(parent)}
                </label>
              ))}
            </div>
            {followError && (
              <p id={followErrorId} className="text-sm font-medium text-alert">
                {followError}
              </p>
            )}
          </fieldset>
        )}
      />
    </PersonCard>
  );
}
