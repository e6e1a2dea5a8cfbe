import { expect, type APIRequestContext } from '@playwright/test';

/**
 * Finishes the set-up wizard through the API for an owner whose parents, family, consents and
 * trial are in place: the account step, the first test text, and completion (the dashboard
 * opens only then).
 */
export async function finishSetUp(
  api: APIRequestContext,
  owner: { email: string; parentId: string; cellPhone: string },
) {
  const profile = await api.put('/api/profile', {
    data: {
      firstName: 'Dana',
      lastName: 'Ames',
      email: owner.email,
      cellPhone: owner.cellPhone,
      city: 'Albany',
      state: 'New York',
      zipOrCounty: '12207',
    },
  });
  expect(profile.ok()).toBe(true);
  const first = await api.post('/api/first-message', {
    data: { parentId: owner.parentId, message: 'Hello Mom, this is your daily check-in service.' },
  });
  expect(first.status()).toBe(201);
  expect((await api.post('/api/onboarding/complete')).ok()).toBe(true);
}
