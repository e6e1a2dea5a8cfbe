import { useWatch, type Control } from 'react-hook-form';
import { familyMessages } from '@/shared/family';
import { phoneKind } from '@/shared/phone';
import { SelectField } from '../ui/select-field';
import { TextField } from '../ui/text-field';
import type { PersonRow } from '../../lib/family/person-row';
import {
  checkInWayOptions,
  displayName,
  languageOptions,
  messageStyleOptions,
  parentCountryOptions,
  relationshipOptions,
} from '../../lib/family/labels';
import type { ParentDraft, ParentsForm } from '../../lib/family/parent-draft';
import { NameFields, PlaceFields } from './person-fields';
import { PersonCard } from './person-card';
import { ScheduleFields } from './schedule-fields';

/** One parent's fields, in a card titled by their name once it is typed. */
export function ParentCard({
  index,
  control,
  row: { bind, errorOf },
  onRemove,
}: {
  index: number;
  control: Control<ParentsForm>;
  /** Her fields in the form (parentRow). */
  row: PersonRow<keyof ParentDraft>;
  /** Absent while this is the only parent: the last one cannot be removed. */
  onRemove?: () => void;
}) {
  const parent = useWatch({ control, name: `parents.${index}` });
  const title = `Parent ${index + 1}`;
  const name = parent ? displayName(parent) : '';
  const headingId = `parent-${index}-heading`;
  return (
    <PersonCard headingId={headingId} title={title} name={name} onRemove={onRemove}>
      <NameFields bind={bind} errorOf={errorOf} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Relationship"
          placeholder="Choose a relationship"
          options={relationshipOptions}
          aria-required="true"
          error={errorOf('relationshipType')}
          {...bind('relationshipType')}
        />
        {parent?.relationshipType === 'other' && (
          <TextField
            label="Describe the relationship"
            autoComplete="off"
            aria-required="true"
            error={errorOf('relationshipDescription')}
            {...bind('relationshipDescription')}
          />
        )}
        <TextField
          label="Phone number"
          type="tel"
          autoComplete="off"
          placeholder="+1 555 123 4567"
          aria-required="true"
          error={errorOf('phone')}
          {...bind('phone')}
        />
        <ScheduleFields bind={bind} errorOf={errorOf} timeLabel="Daily message time" />
        <SelectField
          label="Message style"
          placeholder="Choose a style"
          options={messageStyleOptions}
          aria-required="true"
          error={errorOf('personalityType')}
          {...bind('personalityType')}
        />
        <SelectField
          label="How we check on them"
          options={checkInWayOptions}
          hint={checkInWayHint(phoneKind(parent?.phone ?? '', parent?.country ?? 'United States'))}
          error={errorOf('checkInBy')}
          {...bind('checkInBy')}
        />
        <SelectField
          label="Their language"
          hint="Their texts, calls and our replies to them. Your family's notices stay in English."
          options={languageOptions}
          error={errorOf('language')}
          {...bind('language')}
        />
      </div>
      <PlaceFields
        bind={bind}
        errorOf={errorOf}
        country={parent?.country ?? ''}
        countries={parentCountryOptions}
      />
    </PersonCard>
  );
}

export const addParentLimitReason = familyMessages.tooManyParents;

/** One line on the choice, from what the number is known to be (issue 23). */
function checkInWayHint(kind: ReturnType<typeof phoneKind>) {
  switch (kind) {
    case 'landline':
      return 'This number is a landline, which cannot get texts: we check on them by call.';
    case 'mobile':
      return 'A mobile: a text they answer with YES or NO, or a call if they would rather.';
    case 'unknown':
      return 'We can’t tell a landline from a mobile by the number here: choose a call for a landline.';
  }
}
