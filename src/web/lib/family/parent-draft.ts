import { useForm, type FieldPath, type UseFormReturn } from 'react-hook-form';
import { z } from '@/shared/zod';
import { parentSchema } from '@/shared/family';
import type { ParentDto } from '@/shared/parents';
import { personRow } from './person-row';
import { schemaResolver } from './schema-resolver';

/** A parent as the form holds it: the stored fields, and the stored id once saved. */
export type ParentDraft = Omit<ParentDto, 'id' | 'createdAt' | 'checkInsEnabled'> & {
  savedId?: string;
};

export interface ParentsForm {
  parents: ParentDraft[];
}

export const parentsFormSchema = z.object({
  parents: z.array(parentSchema.safeExtend({ savedId: z.string().optional() })),
});

export type ParentsFormReturn = UseFormReturn<
  ParentsForm,
  unknown,
  z.output<typeof parentsFormSchema>
>;

/**
 * The parents form of the wizard and of the dashboard's edit dialog: the shared schema checks
 * it, so both show the server's messages, and only on submit.
 */
export const useParentsForm = (
  parents: ParentDraft[],
  options: { shouldFocusError?: boolean } = {},
) =>
  useForm<ParentsForm, unknown, z.output<typeof parentsFormSchema>>({
    resolver: schemaResolver<ParentsForm, typeof parentsFormSchema>(parentsFormSchema),
    defaultValues: { parents },
    reValidateMode: 'onSubmit',
    ...options,
  });

/** The fields of the form's parent at `index`. */
export const parentRow = (form: ParentsFormReturn, index: number) =>
  personRow(
    form,
    (name: keyof ParentDraft): FieldPath<ParentsForm> => `parents.${index}.${name}`,
    (name) => form.formState.errors.parents?.[index]?.[name]?.message,
  );

/** A new parent with the spec's defaults (New York, 09:00, caring, United States). */
export const emptyParent = (): ParentDraft => ({
  firstName: '',
  middleName: '',
  lastName: '',
  nickname: '',
  relationshipType: '',
  relationshipDescription: '',
  phone: '',
  timezone: 'America/New_York',
  city: '',
  state: '',
  zipOrCounty: '',
  country: 'United States',
  messageTime: '09:00',
  personalityType: 'caring',
  language: 'en',
  checkInBy: 'text',
});

export const parentDraftOf = (parent: ParentDto): ParentDraft => ({
  savedId: parent.id,
  firstName: parent.firstName,
  middleName: parent.middleName,
  lastName: parent.lastName,
  nickname: parent.nickname,
  relationshipType: parent.relationshipType,
  relationshipDescription: parent.relationshipDescription,
  phone: parent.phone,
  timezone: parent.timezone,
  city: parent.city,
  state: parent.state,
  zipOrCounty: parent.zipOrCounty,
  country: parent.country,
  messageTime: parent.messageTime,
  personalityType: parent.personalityType,
  language: parent.language,
  checkInBy: parent.checkInBy,
});

/** In the order they were added (the server lists newest first). */
export const oldestFirst = <Row extends { createdAt: string }>(rows: Row[]) =>
  [...rows].sort((a, b) => a.createdAt.localeCompare(b.createdAt));

/**
 * Drafts from local storage, trusted only as far as the server agrees: an id the server no longer
 * has (removed elsewhere, a reset database) is dropped, so that row is added again, not updated.
 */
export function withKnownIds<Draft extends { savedId?: string }>(
  drafts: Draft[] | undefined,
  savedIds: string[],
): Draft[] | undefined {
  if (!Array.isArray(drafts) || drafts.length === 0) return undefined;
  return drafts.map((draft) =>
    draft.savedId && !savedIds.includes(draft.savedId) ? { ...draft, savedId: undefined } : draft,
  );
}
