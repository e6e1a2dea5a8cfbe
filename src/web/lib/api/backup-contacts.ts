import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { noContent } from '@/shared/api-response';
import {
  backupContactListResponse,
  backupContactResponse,
  type BackupContactInput,
} from '@/shared/backup-contacts';
import { apiRequest } from '../api-client';
import { consentKeys } from './consents';

/** A parent's backup contacts (docs/product.md §2.15): every request about them is made here. */
export const backupContactKeys = {
  all: ['backup-contacts'] as const,
  of: (parentId: string) => ['backup-contacts', parentId] as const,
};

const listPath = (parentId: string) =>
  `/api/parents/${encodeURIComponent(parentId)}/backup-contacts`;
const contactPath = (parentId: string, contactId: string) =>
  `${listPath(parentId)}/${encodeURIComponent(contactId)}`;

export const backupContactsQueryOptions = (parentId: string) =>
  queryOptions({
    queryKey: backupContactKeys.of(parentId),
    queryFn: async ({ signal }) =>
      (await apiRequest(listPath(parentId), backupContactListResponse, { signal })).backupContacts,
  });

/** Her backup contacts, in the order added, each with whether their phone agreed. */
export const useBackupContacts = (parentId: string) =>
  useQuery(backupContactsQueryOptions(parentId));

/**
 * A change asks a phone to agree, so the consents list is refreshed with the contacts; nothing
 * else changes (the wizard's step around it keeps what was typed there).
 */
function useBackupChange<Variables>(change: (variables: Variables) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: backupContactKeys.all }),
        queryClient.invalidateQueries({ queryKey: consentKeys.all }),
      ]),
  });
}

/** Answered 409 with "A parent can have at most 3 backup contacts." for a fourth. */
export const useAddBackupContact = () =>
  useBackupChange(
    async ({ parentId, input }: { parentId: string; input: BackupContactInput }) =>
      (
        await apiRequest(listPath(parentId), backupContactResponse, {
          method: 'POST',
          body: input,
        })
      ).backupContact,
  );

export const useUpdateBackupContact = () =>
  useBackupChange(
    async ({ parentId, id, input }: { parentId: string; id: string; input: BackupContactInput }) =>
      (
        await apiRequest(contactPath(parentId, id), backupContactResponse, {
          method: 'PATCH',
          body: input,
        })
      ).backupContact,
  );

export const useRemoveBackupContact = () =>
  useBackupChange(({ parentId, id }: { parentId: string; id: string }) =>
    apiRequest(contactPath(parentId, id), noContent, { method: 'DELETE' }),
  );
