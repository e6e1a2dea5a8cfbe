import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AlertView } from '@/shared/alerts';
import { mockApi, renderApp } from '@/web/test/render-app';

afterEach(() => vi.restoreAllMocks());

/** Ruth's alert as the server answers it: she did not answer the text or the call. */
const silentRuth: AlertView = {
  parent: {
    firstName: 'Ruth',
    name: 'Ruth Ames',
    timezone: 'America/New_York',
    phone: { e164: '+12125550100', reading: '(212) 555-0100' },
    nearby: [],
  },
  day: {
    localDate: '2026-01-12',
    status: 'no_response',
    statusLabel: 'No answer',
    summary: 'Ruth did not reply to the text and did not answer the call.',
    sentAt: '2026-01-12T14:00:00.000Z',
    respondedAt: null,
    alertedAt: '2026-01-12T15:10:00.000Z',
    words: null,
    wordsBy: null,
  },
  week: [],
  open: true,
  claimedBy: null,
  resolvedBy: null,
  you: { name: 'Lee', onIt: false },
  expiresAt: '2026-01-14T15:10:00.000Z',
};

const openAlert = async (alert: AlertView) => {
  mockApi((url) =>
    url === '/api/alerts/t0ken.sig' ? { status: 200, body: { alert } } : undefined,
  );
  renderApp('/alert/t0ken.sig');
  await screen.findByRole('heading', { level: 1 }, { timeout: 3000 });
};

describe('the alert page’s next steps (docs/product.md §2.15)', () => {
  it('an open alert: call her with one tap, then someone near her, then 911, in that order', async () => {
    await openAlert(silentRuth);
    const steps = screen.getByRole('region', { name: 'What to do now' });
    const items = within(steps).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Call Ruth now: (212) 555-0100',
      'No answer? Call someone near Ruth.',
      'In an emergency, call 911.',
    ]);
    expect(
      within(items[0]!).getByRole('link', { name: 'Call Ruth now: (212) 555-0100' }),
    ).toHaveAttribute('href', 'tel:+12125550100');
  });

  it('with backup contacts, the second step names each, a number to dial with one tap', async () => {
    await openAlert({
      ...silentRuth,
      parent: {
        ...silentRuth.parent,
        nearby: [{ name: 'Rosa Lopez', e164: '+12125550177', reading: '(212) 555-0177' }],
      },
    });
    const steps = screen.getByRole('region', { name: 'What to do now' });
    expect(within(steps).getByText('No answer? Call someone near Ruth:')).toBeVisible();
    expect(within(steps).queryByText('No answer? Call someone near Ruth.')).toBeNull();
    expect(within(steps).getByRole('link', { name: 'Rosa Lopez (212) 555-0177' })).toHaveAttribute(
      'href',
      'tel:+12125550177',
    );
  });

  it('a closed alert: no steps, and no number', async () => {
    await openAlert({
      ...silentRuth,
      parent: { ...silentRuth.parent, phone: null },
      day: { ...silentRuth.day, status: 'resolved', statusLabel: 'OK, family checked' },
      open: false,
      resolvedBy: { name: 'Lee', note: '', at: '2026-01-12T15:20:00.000Z' },
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent("Ruth's check-in today");
    expect(screen.queryByRole('region', { name: 'What to do now' })).toBeNull();
    expect(screen.queryByRole('link', { name: /Call Ruth/ })).toBeNull();
    expect(screen.getByText(/In an emergency, call 911\.$/)).toBeVisible();
  });
});

describe('her words on the alert page (issue 39: said is said, written is written)', () => {
  const plea = (wordsBy: 'text' | 'call'): AlertView => ({
    ...silentRuth,
    day: { ...silentRuth.day, status: 'needs_help', words: 'me caí', wordsBy },
  });

  it('words said on the call are said, not written', async () => {
    await openAlert(plea('call'));
    expect(screen.getByText('Ruth said on the call:')).toBeVisible();
    expect(screen.queryByText('Ruth wrote:')).not.toBeInTheDocument();
    expect(screen.getByText('me caí')).toBeVisible();
  });

  it('words typed in a text are written', async () => {
    await openAlert(plea('text'));
    expect(screen.getByText('Ruth wrote:')).toBeVisible();
  });
});

describe('the alert page’s times (issue 39: every time named with its zone when not the reader’s)', () => {
  it('gives her times in her zone, named, to a reader in another zone, and the link’s end too', async () => {
    // The web tests' reader lives in Chicago; Ruth in New York.
    await openAlert({ ...silentRuth, claimedBy: { name: 'Ben', at: '2026-01-12T15:15:00.000Z' } });
    const day = screen.getByRole('heading', { level: 1 }).parentElement!.parentElement!;
    expect(day).toHaveTextContent('9:00 AM EST');
    expect(day).toHaveTextContent('10:10 AM EST');
    expect(screen.getByText('Ben is on it (10:15 AM EST).')).toBeVisible();
    expect(screen.getByText(/its link works until/)).toHaveTextContent(
      'its link works until Wed, 10:10 AM EST',
    );
  });
});
