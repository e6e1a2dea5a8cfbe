import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { voiceSettingsResponse, type VoiceSettingsInput } from '@/shared/settings';
import { apiRequest } from '@/web/lib/api-client';

export const voiceSettingsKey = ['settings', 'voice'] as const;

export const getVoiceSettings = async (signal?: AbortSignal) =>
  (await apiRequest('/api/settings/voice', voiceSettingsResponse, { signal })).settings;

export const voiceSettingsQueryOptions = () =>
  queryOptions({ queryKey: voiceSettingsKey, queryFn: ({ signal }) => getVoiceSettings(signal) });

/** The account's follow-up call settings (the defaults until the owner saves). */
export const useVoiceSettings = () => useQuery(voiceSettingsQueryOptions());

export const saveVoiceSettings = async (settings: VoiceSettingsInput) =>
  (
    await apiRequest('/api/settings/voice', voiceSettingsResponse, {
      method: 'PUT',
      body: settings,
    })
  ).settings;

export function useSaveVoiceSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveVoiceSettings,
    onSuccess: (saved) => queryClient.setQueryData(voiceSettingsKey, saved),
  });
}
