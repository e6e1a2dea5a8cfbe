import type { notificationPreferences } from '@/shared/family';
import {
  accountCountries,
  checkInWays,
  checkInTimeZones,
  messageStyles,
  parentCountries,
  relationshipTypes,
  usStates,
} from '@/shared/family';
import { languageLabels, languages } from '@/shared/languages';
import type { SelectOption } from '../../components/ui/select-field';

const options = (values: readonly string[], labels?: Record<string, string>): SelectOption[] =>
  values.map((value) => ({ value, label: labels?.[value] ?? value }));

export const timeZoneLabels: Record<(typeof checkInTimeZones)[number], string> = {
  'America/New_York': 'Eastern (New York)',
  'America/Chicago': 'Central (Chicago)',
  'America/Denver': 'Mountain (Denver)',
  'America/Los_Angeles': 'Pacific (Los Angeles)',
  'America/Anchorage': 'Alaska (Anchorage)',
  'Pacific/Honolulu': 'Hawaii (Honolulu)',
};

export const relationshipLabels: Record<(typeof relationshipTypes)[number], string> = {
  parent: 'Parent',
  'step-parent': 'Step-parent',
  grandparent: 'Grandparent',
  aunt: 'Aunt',
  uncle: 'Uncle',
  godparent: 'Godparent',
  other: 'Other',
};

export const messageStyleLabels: Record<(typeof messageStyles)[number], string> = {
  caring: 'Caring & Gentle',
  cheerful: 'Fun & Upbeat',
  professional: 'Professional & Respectful',
};

export const notificationLabels: Record<(typeof notificationPreferences)[number], string> = {
  sms: 'Text message',
  email: 'Email',
  both: 'Both',
};

/** "Grandparent" for a known relationship; any other is shown as it was stored. */
export const relationshipLabel = (type: string) => {
  const known = relationshipTypes.find((relationship) => relationship === type);
  return known ? relationshipLabels[known] : type;
};

export const timeZoneOptions = options(checkInTimeZones, timeZoneLabels);
export const relationshipOptions = options(relationshipTypes, relationshipLabels);
export const messageStyleOptions = options(messageStyles, messageStyleLabels);
export const stateOptions = options(usStates);
export const accountCountryOptions = options(accountCountries);
export const parentCountryOptions = options(parentCountries);
export const languageOptions = options(languages, languageLabels);
export const checkInWayOptions = options(checkInWays, {
  text: 'By text message',
  call: 'By phone call (for a landline)',
});

/** "Mom" if they have a nickname, otherwise "Mary Smith". */
export const displayName = (person: { firstName: string; lastName: string; nickname?: string }) =>
  person.nickname?.trim() || `${person.firstName} ${person.lastName}`.trim();
