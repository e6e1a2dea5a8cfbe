import { describe, expect, it } from 'vitest';
import type { HistoryItem, HistoryPage } from '@/shared/dashboard';
import { dashboardTestFile } from '../../test/dashboard-test-file';

const world = dashboardTestFile();
const {
  advance,
  request,
  api,
  simulator,
  serviceNumber,
  drain,
  setUpAccount,
  activityOf,
  historyOf,
} = world;

describe('message history', () => {
  it('lists every text and call of the account, newest first, page by page', async () => {
    const account = await setUpAccount('history-pages');
    const [gran] = account.parents;
    await api(account.owner, 'POST', `/api/parents/${gran!.id}/check-in`);
    await drain();
    advance(1);
    await simulator().textFromPhone(gran!.phone, serviceNumber(), 'yes');
    await drain();

    const all = await historyOf(account.owner, '?limit=100');
    expect(all.nextBefore).toBeNull();
    // Two consent requests and their thank-yous, the check-in, the thanks and Ada's notice.
    const kinds = all.items.map((item) => item.kind);
    expect(kinds).toContain('consent');
    expect(kinds).toContain('checkin');
    expect(kinds).toContain('family-notice');
    const times = all.items.map((item) => item.at);
    expect([...times].sort().reverse()).toEqual(times);
    const checkInText = all.items.find((item) => item.kind === 'checkin')!;
    expect(checkInText).toMatchObject({
      channel: 'sms',
      toNumber: gran!.phone,
      recipient: { type: 'parent', name: 'Grace Hopper' },
      status: 'delivered',
    });
    expect(all.items.find((item) => item.kind === 'family-notice')).toMatchObject({
      recipient: { type: 'family_member', name: 'Ada Lovelace' },
    });

    // Two at a time: the pages together are the whole list, nothing lost or repeated.
    const paged: HistoryItem[] = [];
    let before: string | null = '';
    while (before !== null) {
      const page: HistoryPage = await historyOf(
        account.owner,
        `?limit=2${before ? `&before=${encodeURIComponent(before)}` : ''}`,
      );
      paged.push(...page.items);
      before = page.nextBefore;
    }
    expect(paged.map((item) => item.id)).toEqual(all.items.map((item) => item.id));
  });

  it('tells the time by the service clock, as Recent Activity does', async () => {
    const account = await setUpAccount('history-clock');
    const [gran] = account.parents;
    advance(7);
    await api(account.owner, 'POST', `/api/parents/${gran!.id}/check-in`);
    await drain();

    // The clock here is months from the wall clock's time: a wall-clock stamp would show.
    const checkInText = (await historyOf(account.owner)).items.find(
      (item) => item.kind === 'checkin',
    );
    const sent = (await activityOf(account.owner)).find(
      (item) => item.kind === 'sent' && item.parentId === gran!.id,
    );
    expect(checkInText?.at).toBe(world.now().toISOString());
    expect(sent?.at).toBe(world.now().toISOString());
  });

  it('filters by parent: texts and calls to the parent and the notices about their check-ins', async () => {
    const account = await setUpAccount('history-filter', 2);
    const [gran, pops] = account.parents;
    await api(account.owner, 'POST', `/api/parents/${gran!.id}/check-in`);
    await drain();
    await simulator().textFromPhone(gran!.phone, serviceNumber(), 'yes');
    await drain();

    const forGran = await historyOf(account.owner, `?parent=${gran!.id}`);
    expect(forGran.items.some((item) => item.toNumber === pops!.phone)).toBe(false);
    expect(forGran.items.map((item) => item.kind)).toEqual(
      expect.arrayContaining(['checkin', 'checkin-reply', 'consent', 'family-notice']),
    );
    // Ada's notice is about Gran's check-in; her consent texts are about neither parent.
    expect(
      forGran.items.filter((item) => item.toNumber === account.memberPhone).map((i) => i.kind),
    ).toEqual(['family-notice']);

    const forPops = await historyOf(account.owner, `?parent=${pops!.id}`);
    expect(forPops.items.map((item) => [item.kind, item.toNumber]).sort()).toEqual([
      ['consent', pops!.phone],
      ['consent-confirmation', pops!.phone],
    ]);
  });

  it('refuses bad input and changes nothing', async () => {
    const account = await setUpAccount('history-input');
    for (const query of ['?parent=nope', '?before=yesterday', '?limit=0', '?limit=abc']) {
      const response = await request(account.owner, 'GET', `/api/messages${query}`);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe(
        'validation_failed',
      );
    }
    const activity = await request(account.owner, 'GET', '/api/dashboard/activity?limit=500');
    expect(activity.status).toBe(400);
  });
});
