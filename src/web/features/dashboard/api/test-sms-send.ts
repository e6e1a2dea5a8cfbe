import { useMutation } from '@tanstack/react-query';
import { testSmsResultSchema, type TestSmsInput } from '../../../../shared/settings';
import { apiRequest } from '../../../lib/api-client';

/**
 * A real text to one of the account's numbers that agreed to texts, answered once the provider
 * accepted it. Refused 400 for any other number, 429 after five an hour, 409 for a number that
 * replied STOP.
 */
export const sendTestSms = (input: TestSmsInput) =>
  apiRequest('/api/test-sms', testSmsResultSchema, { method: 'POST', body: input });

export const useSendTestSms = () => useMutation({ mutationFn: sendTestSms });
