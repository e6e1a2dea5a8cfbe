import { addressWordingFor } from '@/shared/address';
import type { SelectOption } from '../ui/select-field';
import { SelectField } from '../ui/select-field';
import { TextField } from '../ui/text-field';
import type { Bind } from '../../lib/family/person-row';
import { stateOptions } from '../../lib/family/labels';

/** The fields every person has: the owner, a parent, a family member. */
type PersonFieldName =
  | 'firstName'
  | 'middleName'
  | 'lastName'
  | 'nickname'
  | 'city'
  | 'state'
  | 'zipOrCounty'
  | 'country';

interface FieldGroupProps {
  /** Registers a field by its name within the person (firstName, city…). */
  bind: Bind<PersonFieldName>;
  errorOf: (name: PersonFieldName) => string | undefined;
}

/** First, middle and last name and nickname, two to a row from tablet width. */
export function NameFields({ bind, errorOf }: FieldGroupProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label="First name"
        autoComplete="off"
        aria-required="true"
        error={errorOf('firstName')}
        {...bind('firstName')}
      />
      <TextField label="Middle name (optional)" autoComplete="off" {...bind('middleName')} />
      <TextField
        label="Last name"
        autoComplete="off"
        aria-required="true"
        error={errorOf('lastName')}
        {...bind('lastName')}
      />
      <TextField label="Nickname (optional)" autoComplete="off" {...bind('nickname')} />
    </div>
  );
}

/**
 * City, region, postcode and country, named as the country names them (address.ts): the 50
 * states to choose from in the United States, a province in Canada, an optional county in the
 * United Kingdom. Only the fields that country's addresses need are required.
 */
export function PlaceFields({
  bind,
  errorOf,
  country,
  countries,
}: FieldGroupProps & { country: string; countries: readonly SelectOption[] }) {
  const wording = addressWordingFor(country);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label="City"
        autoComplete="off"
        aria-required="true"
        error={errorOf('city')}
        {...bind('city')}
      />
      {country === 'United States' ? (
        <SelectField
          label={wording.region.label}
          placeholder="Choose a state"
          options={stateOptions}
          aria-required="true"
          error={errorOf('state')}
          {...bind('state')}
        />
      ) : (
        <TextField
          label={wording.region.label}
          autoComplete="off"
          aria-required={Boolean(wording.region.required)}
          error={errorOf('state')}
          {...bind('state')}
        />
      )}
      <TextField
        label={wording.postcode.label}
        autoComplete="off"
        aria-required={Boolean(wording.postcode.required)}
        error={errorOf('zipOrCounty')}
        {...bind('zipOrCounty')}
      />
      <SelectField label="Country" options={countries} {...bind('country')} />
    </div>
  );
}
