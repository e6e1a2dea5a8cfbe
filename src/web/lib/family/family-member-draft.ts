import { useForm, type FieldPath, type UseFormReturn } from 'react-hook-form';
import { z } from '@/shared/zod';
import { familyMemberSchema } from '@/shared/family';
import type { FamilyMemberDto } from '@/shared/family-members';
import { personRow } from './person-row';
import { schemaResolver } from './schema-resolver';

/** A family member as the form holds it, with the stored id once saved. */
export type FamilyMemberDraft = Omit<
  FamilyMemberDto,
  'id' | 'createdAt' | 'notificationPreference' | 'emailStatus'
> & {
  savedId?: string;
  /** A radio group's value: one of sms, email, both once chosen. */
  notificationPreference: string;
};

export interface FamilyMembersForm {
  members: FamilyMemberDraft[];
}

export const familyMembersFormSchema = z.object({
  members: z.array(familyMemberSchema.safeExtend({ savedId: z.string().optional() })),
});

export type FamilyMembersFormReturn = UseFormReturn<
  FamilyMembersForm,
  unknown,
  z.output<typeof familyMembersFormSchema>
>;

/** The family members form of the wizard and of the dashboard's edit dialog (as useParentsForm). */
export const useFamilyMembersForm = (
  members: FamilyMemberDraft[],
  options: { shouldFocusError?: boolean } = {},
) =>
  useForm<FamilyMembersForm, unknown, z.output<typeof familyMembersFormSchema>>({
    resolver: schemaResolver<FamilyMembersForm, typeof familyMembersFormSchema>(
      familyMembersFormSchema,
    ),
    defaultValues: { members },
    reValidateMode: 'onSubmit',
    ...options,
  });

/** The fields of the form's family member at `index`. */
export const familyMemberRow = (form: FamilyMembersFormReturn, index: number) =>
  personRow(
    form,
    (name: keyof FamilyMemberDraft): FieldPath<FamilyMembersForm> => `members.${index}.${name}`,
    (name) => form.formState.errors.members?.[index]?.[name]?.message,
  );

/** A new family member, told by text about every parent until the owner narrows it. */
export const emptyFamilyMember = (parentIds: string[]): FamilyMemberDraft => ({
  firstName: '',
  middleName: '',
  lastName: '',
  nickname: '',
  cellPhone: '',
  email: '',
  city: '',
  state: '',
  zipOrCounty: '',
  country: 'United States',
  notificationPreference: 'sms',
  parentIds,
});

export const familyMemberDraftOf = (member: FamilyMemberDto): FamilyMemberDraft => ({
  savedId: member.id,
  firstName: member.firstName,
  middleName: member.middleName,
  lastName: member.lastName,
  nickname: member.nickname,
  cellPhone: member.cellPhone,
  email: member.email,
  city: member.city,
  state: member.state,
  zipOrCounty: member.zipOrCounty,
  country: member.country,
  notificationPreference: member.notificationPreference,
  parentIds: member.parentIds,
});
