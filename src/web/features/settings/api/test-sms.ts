import { useMutation, useQuery } from '@tanstack/react-query';
import { ownNumbersResponse, testSmsResultSchema, type TestSmsInput } from '@/shared/settings';
import { apiRequest } from '@/web/lib/api-client';

// Test texts: the numbers one may go to, and the send.

export const testSmsNumbersKey = ['test-sms', 'numbers'] as const;

/** The account's numbers a test text may go to: parents and family members who agreed to texts. */
export const getTestSmsNumbers = async (signal?: AbortSignal) =>
  (await apiRequest('/api/test-sms/numbers', ownNumbersResponse, { signal })).numbers;

export const useTestSmsNumbers = () =>
  useQuery({ queryKey: testSmsNumbersKey, queryFn: ({ signal }) => getTestSmsNumbers(signal) });

/**
 * A real text to one of the account's numbers that agreed to texts, answered once the provider
 * accepted it. Refused 400 for any other number, 429 after five an hour, 409 for a number that
 * replied STOP.
 */
export const sendTestSms = (input: TestSmsInput) =>
  apiRequest('/api/test-sms', testSmsResultSchema, { method: 'POST', body: input });

export const useSendTestSms = () => useMutation({ mutationFn: sendTestSms });
