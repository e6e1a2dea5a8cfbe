import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StandInWarnings } from '@/shared/weather';
import { renderApp } from '@/web/test/render-app';
import { apiError, mockDevApi, posts } from '../test/fake-dev-api';

afterEach(() => vi.restoreAllMocks());

const empty: StandInWarnings = { warnings: [], recorded: [] };
const heat: StandInWarnings = {
  warnings: [
    {
      id: '33333333-3333-4333-8333-333333333333',
      zip: '85004',
      kind: 'Extreme Heat Warning',
      place: 'Phoenix, AZ',
      issuedAt: '2026-11-22T14:00:00.000Z',
      expiresAt: '2026-11-22T20:00:00.000Z',
    },
  ],
  recorded: [
    {
      parentName: 'Mom',
      zip: '85004',
      localDate: '2026-11-22',
      kind: 'Extreme Heat Warning',
      seenAt: '2026-11-22T14:00:00.000Z',
    },
  ],
};

describe('/dev/weather', () => {
  it('raises a warning for a ZIP code and shows who has it recorded', async () => {
    let state = empty;
    const fetch = mockDevApi((url, init) => {
      if (url !== '/api/dev/weather') return undefined;
      if (init?.method === 'POST') state = heat;
      return { status: init?.method === 'POST' ? 201 : 200, body: state };
    });
    renderApp('/dev/weather');
    expect(await screen.findByText(/None\. Raise one/, {}, { timeout: 3000 })).toBeVisible();

    await userEvent.type(screen.getByLabelText('ZIP code'), '85004');
    await userEvent.selectOptions(screen.getByLabelText('Warning'), 'Extreme Heat Warning');
    await userEvent.clear(screen.getByLabelText('Hours in force'));
    await userEvent.type(screen.getByLabelText('Hours in force'), '6');
    await userEvent.click(screen.getByRole('button', { name: 'Raise warning' }));

    const inForce = await screen.findByRole('region', { name: 'Warnings in force' });
    expect(await within(inForce).findByText('ZIP 85004 · Phoenix, AZ')).toBeVisible();
    const recorded = screen.getByRole('region', { name: 'Recorded for parents' });
    expect(within(recorded).getByText('Mom · Extreme Heat Warning')).toBeVisible();
    await waitFor(() =>
      expect(posts(fetch)).toEqual([
        ['/api/dev/weather', { zip: '85004', kind: 'Extreme Heat Warning', hours: '6' }],
      ]),
    );
  });

  it('says what is wrong with a ZIP code before asking the server', async () => {
    const fetch = mockDevApi((url) =>
      url === '/api/dev/weather' ? { status: 200, body: empty } : undefined,
    );
    renderApp('/dev/weather');
    await userEvent.type(await screen.findByLabelText('ZIP code', {}, { timeout: 3000 }), '8500');
    await userEvent.click(screen.getByRole('button', { name: 'Raise warning' }));
    expect(await screen.findByText('Please enter a five-digit ZIP code.')).toBeVisible();
    expect(screen.getByLabelText('ZIP code')).toHaveAttribute('aria-invalid', 'true');
    expect(posts(fetch)).toEqual([]);
  });

  it('says the stand-in is off when the real weather service is configured', async () => {
    mockDevApi((url) =>
      url === '/api/dev/weather'
        ? apiError(404, 'not_found', 'The weather stand-in is off: WEATHER_USER_AGENT is set.')
        : undefined,
    );
    renderApp('/dev/weather');
    expect(
      await screen.findByText(
        'The weather stand-in is off: WEATHER_USER_AGENT is set.',
        {},
        { timeout: 3000 },
      ),
    ).toBeVisible();
  });
});
