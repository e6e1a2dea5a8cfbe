import { useQuery } from '@tanstack/react-query';
import { ownNumbersResponse } from '../../../../shared/settings';
import { apiRequest } from '../../../lib/api-client';

export const testSmsNumbersKey = ['test-sms', 'numbers'] as const;

/** The account's numbers a test text may go to: parents and family members who agreed to texts. */
export const getTestSmsNumbers = async (signal?: AbortSignal) =>
  (await apiRequest('/api/test-sms/numbers', ownNumbersResponse, { signal })).numbers;

export const useTestSmsNumbers = () =>
  useQuery({ queryKey: testSmsNumbersKey, queryFn: ({ signal }) => getTestSmsNumbers(signal) });
