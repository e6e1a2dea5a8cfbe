import { sentConsentResponse, consentListResponse } from '@/shared/onboarding';
import { apiRequest } from '../api-client';

/**
 * The consents resource. The wizard lists them (and polls while one waits for its Y); the
 * wizard and Settings both send a request, through the one `sendConsent`.
 */
export const consentKeys = { all: ['consents'] as const };

export const getConsents = async (signal?: AbortSignal) =>
  (await apiRequest('/api/consents', consentListResponse, { signal })).consents;

/** Texts the consent request (or re-sends it); answers with the consent's new state. */
export const sendConsent = async (id: string) =>
  (
    await apiRequest(`/api/consents/${encodeURIComponent(id)}/send`, sentConsentResponse, {
      method: 'POST',
    })
  ).consent;
