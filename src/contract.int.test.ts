import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { movableClock, type Family } from './server/test/engine-world';
import { createTestHarness, type TestHarness } from './server/test/test-app';
import { getAlert, takeInHand } from './web/features/alerts/api/alert';
import { getOwnerNotices } from './web/features/account/api/owner-notices';
import {
  createCampaign,
  editScheduledMessage,
  getCampaign,
  getCampaigns,
  setCampaignActive,
} from './web/features/campaigns/api/campaigns';
import { getContentLibrary, saveContent } from './web/features/library/api/content';
import { getMessages } from './web/features/dashboard/api/messages';
import { getActivity, getOverview } from './web/features/dashboard/api/overview';
import {
  getCategories,
  getTemplates,
  saveTemplate,
  setTemplateFavourite,
} from './web/features/library/api/templates';
import { getTestSmsNumbers } from './web/features/settings/api/test-sms';
import { getVoiceSettings, saveVoiceSettings } from './web/features/settings/api/voice-settings';
import {
  getOnboardingState,
  saveOnboardingStep,
} from './web/features/onboarding/api/onboarding-state';
import { getProfile, saveProfile } from './web/features/onboarding/api/profile';
import { getSchedules, saveSchedule } from './web/features/onboarding/api/schedules';
import { getReferral } from './web/features/referral/api/referral-api';
import {
  completeDemoCheckout,
  demoCancel,
  getBillingState,
  getPricing,
  getSubscriptionRead,
  startTrial,
} from './web/lib/api/billing';
import { getConsents, sendConsent } from './web/lib/api/consents';
import { getFamilyMembers, updateFamilyMember } from './web/lib/api/family-members';
import { createParent, deleteParent, getParents, updateParent } from './web/lib/api/parents';
import { getPublicConfig } from './web/lib/api/public-config';
import { getSessionUser } from './web/features/public-site/api/session-user';
import { browserFetch, failOnLoggedErrors, familyWithAlert } from './contract.support';

/**
 * The contract between the server and the screens: the web's own request functions, each of
 * which parses its answer with the route's shared schema, called against the real app
 * in-process for an owner with parents, family, consents, a check-in that raised an alert,
 * templates, a campaign and a subscription. A server change that breaks a shape a screen reads
 * fails here with the field it broke (the ApiError's cause), not in a browser. The developer
 * tools' screens: contract-dev-tools.int.test.ts; the public pages: contract-public-pages.
 */
const clock = movableClock('2026-01-12T13:00:00Z');
let harness: TestHarness;
let family: Family;
let alertToken: string;
/** The session cookie the stubbed fetch sends, as the browser would; none for the alert link. */
let cookie: string | undefined;
/** The app the browser talks to: the owner's. */
let target: TestHarness;
const appFetch = browserFetch(() => ({ cookie, target }));

beforeAll(async () => {
  harness = await createTestHarness({ clock });
  target = harness;
  ({ family, alertToken } = await familyWithAlert(harness, clock));
  vi.stubGlobal('fetch', appFetch);
});
afterAll(async () => {
  vi.unstubAllGlobals();
  await harness.close();
});

failOnLoggedErrors();

describe('the family set-up', () => {
  it('reads the session, the profile, where to resume, and the public config', async () => {
    cookie = family.owner;
    expect(await getSessionUser()).toMatchObject({ email: family.ownerEmail });
    expect(await getProfile()).toBeNull();
    await saveProfile({
      firstName: 'Dana',
      lastName: 'Owner',
      email: family.ownerEmail,
      cellPhone: '(646) 555-0199',
      city: 'Albany',
      state: 'New York',
      zipOrCounty: '12207',
    });
    expect(await getProfile()).toMatchObject({ firstName: 'Dana', cellPhone: '+16465550199' });
    expect(await saveOnboardingStep('schedule')).toMatchObject({ step: 'schedule' });
    expect(await getOnboardingState()).toMatchObject({ step: 'schedule', completed: false });
    // The tests' own clock stands in for the dev tools' one, so they are not mounted here.
    expect(await getPublicConfig()).toMatchObject({ devTools: false });
  });

  it('reads and changes parents, family members, consents and schedules', async () => {
    cookie = family.owner;
    const [grace] = await getParents();
    expect(grace).toMatchObject({ firstName: 'Grace', phone: family.parentPhone });
    const alan = {
      firstName: 'Alan',
      lastName: 'Turing',
      relationshipType: 'parent',
      phone: '(646) 555-0188',
      city: 'New York',
      state: 'New York',
      zipOrCounty: '10001',
      timezone: 'America/New_York',
      messageTime: '10:30',
    } as const;
    const added = await createParent(alan);
    const renamed = await updateParent(added.id, { ...alan, nickname: 'Pops' });
    expect(renamed.nickname).toBe('Pops');
    expect(
      await saveSchedule(added.id, {
        timezone: 'America/Chicago',
        messageTime: '08:00',
        enabled: false,
      }),
    ).toMatchObject({ enabled: false });
    expect(await getSchedules()).toHaveLength(2);
    await deleteParent(added.id);

    const members = await getFamilyMembers();
    expect(members).toHaveLength(4);
    const [member] = members;
    const { id, createdAt: _createdAt, country: _country, ...fields } = member!;
    expect(await updateFamilyMember(id, { ...fields, nickname: 'Sis' })).toMatchObject({
      nickname: 'Sis',
    });

    const consents = await getConsents();
    expect(consents.map((consent) => consent.subjectType)).toContain('owner');
    const ownerCell = consents.find((consent) => consent.subjectType === 'owner');
    expect(await sendConsent(ownerCell!.id)).toMatchObject({ status: 'sent' });
  });
});

describe('the dashboard', () => {
  it('reads the overview with the alert, the activity and the history', async () => {
    cookie = family.owner;
    const overview = await getOverview();
    expect(overview.parents[0]?.today).toMatchObject({ checkInStatus: 'needs_help' });
    expect(overview.familyMembers.length).toBeGreaterThan(0);
    expect((await getActivity()).length).toBeGreaterThan(0);
    const history = await getMessages({ parentId: family.parentId, before: null });
    expect(history.items.length).toBeGreaterThan(0);
  });

  it('reads and changes templates, the content library and campaigns', async () => {
    cookie = family.owner;
    const [category] = await getCategories();
    const template = await saveTemplate({
      input: {
        title: 'Morning',
        messageContent: 'Good morning, {parent_name}!',
        categoryId: category?.id ?? null,
      },
    });
    await setTemplateFavourite({ id: template.id, isFavorite: true });
    expect((await getTemplates()).map((saved) => saved.id)).toContain(template.id);
    await saveContent({
      input: { contentType: 'fun_fact', title: 'Otters', content: 'Otters hold hands.' },
    });
    expect((await getContentLibrary()).some((item) => item.title === 'Otters')).toBe(true);

    const { latestStart } = await getCampaigns();
    const campaign = await createCampaign({
      name: 'Spring',
      startDate: latestStart,
      messages: ['Day one', 'Day two'],
    });
    await setCampaignActive(campaign.id, false);
    const { messages } = await getCampaign(campaign.id);
    expect(messages).toHaveLength(2);
    expect(await editScheduledMessage(messages[0]!.id, 'Day one, again')).toMatchObject({
      content: 'Day one, again',
    });
  });

  it('reads the settings: follow-up calls, test numbers, the owner’s notices, referrals', async () => {
    cookie = family.owner;
    await getVoiceSettings();
    expect(
      await saveVoiceSettings({
        voiceEnabled: true,
        voiceResponse: 'keypad',
        followUpDelayMinutes: 60,
      }),
    ).toMatchObject({ followUpDelayMinutes: 60 });
    expect((await getTestSmsNumbers()).length).toBeGreaterThan(0);
    expect(await getOwnerNotices()).toMatchObject({ cellPhone: '+16465550199' });
    expect((await getReferral()).code).not.toBe('');
  });
});

describe('billing', () => {
  it('reads the price, the trial and both subscription reads, and the demo changes', async () => {
    cookie = family.owner;
    expect((await getPricing()).trialDays).toBe(14);
    expect((await startTrial()).status).toBe('trialing');
    expect(await getBillingState()).toMatchObject({ subscribeBlock: 'trialing' });
    expect(await getSubscriptionRead()).toMatchObject({ subscription_status: 'trialing' });
    expect((await completeDemoCheckout()).subscription.subscription_status).toBe('active');
    expect((await demoCancel(true)).subscription.cancel_at_period_end).toBe(true);
  });
});

describe('the alert page, opened from its link without an account', () => {
  it('reads the alert and takes it in hand', async () => {
    cookie = undefined;
    expect(await getAlert(alertToken)).toMatchObject({ open: true, claimedBy: null });
    expect(await takeInHand(alertToken, { type: 'claim' })).toMatchObject({ you: { onIt: true } });
    expect(await takeInHand(alertToken, { type: 'resolve', note: 'Called her.' })).toMatchObject({
      open: false,
    });
  });
});
