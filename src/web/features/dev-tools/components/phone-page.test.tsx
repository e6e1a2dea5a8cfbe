import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PhoneEvent } from '@/shared/dev-tools';
import { location, renderApp } from '@/web/test/render-app';
import { apiError, callSid, event, mockDevApi, posts, thread } from '../test/fake-dev-api';

afterEach(() => vi.restoreAllMocks());

const phonePath = '/api/dev/phone/%2B12125550123';
const goodMorning = event({ body: 'Good morning! Reply YES or NO' });
const yes = event({ direction: 'from_phone', body: 'YES', state: 'received' });
const ringingCall = event({ sid: callSid, kind: 'call', state: 'ringing' });
const answeredCall = event({
  sid: `CA${'2'.repeat(32)}`,
  kind: 'call',
  state: 'completed',
  body: 'Service: Hello, this is your daily check-in.\nYou pressed 1.\nService: Thank you.',
});

/** A local server with one phone whose thread is `events()` at each poll. */
const withThread = (events: () => PhoneEvent[], respond?: Parameters<typeof mockDevApi>[0]) =>
  mockDevApi((url, init) => {
    const answer = respond?.(url, init);
    if (answer) return answer;
    if (url === '/api/dev/phone') return { status: 200, body: [thread({})] };
    if (url === phonePath) return { status: 200, body: events() };
    return undefined;
  });

const conversation = () => screen.findByRole('region', { name: 'Conversation' }, { timeout: 3000 });

describe('/dev/phone', () => {
  it('says so when nothing was texted or called yet', async () => {
    mockDevApi();
    renderApp('/dev/phone');
    expect(await screen.findByText('No texts or calls yet.', {}, { timeout: 3000 })).toBeVisible();
  });

  it('says its times are real ones, not the service clock’s (after a demo they differ)', async () => {
    mockDevApi();
    renderApp('/dev/phone');
    expect(await screen.findByText(/Times here are real/, {}, { timeout: 3000 })).toHaveTextContent(
      'not the service clock',
    );
  });

  it('lists every phone, marks the one ringing, and opens a thread into the URL', async () => {
    const fetch = mockDevApi((url) => {
      if (url === '/api/dev/phone')
        return {
          status: 200,
          body: [
            thread({ phone: '+12125550123', lastKind: 'call', lastBody: '', ringing: true }),
            thread({ phone: '+16465550199', lastBody: 'Hello from the service' }),
          ],
        };
      return undefined;
    });
    const router = renderApp('/dev/phone');
    const phones = await screen.findByRole('region', { name: 'Phones' }, { timeout: 3000 });
    const [ringing, quiet] = await within(phones).findAllByRole('button', { name: /\(\d{3}\)/ });
    expect(ringing).toHaveTextContent('(212) 555-0123');
    expect(ringing).toHaveTextContent('Ringing');
    expect(quiet).toHaveTextContent('(646) 555-0199');
    expect(quiet).toHaveTextContent('Hello from the service');
    expect(quiet).not.toHaveTextContent('Ringing');

    await userEvent.click(quiet!);
    expect(location(router)).toBe('/dev/phone?phone=%2B16465550199');
    await waitFor(() =>
      expect(fetch.mock.calls.map(([url]) => url)).toContain('/api/dev/phone/%2B16465550199'),
    );
  });

  it('shows texts from each side and a call with its transcript', async () => {
    withThread(() => [goodMorning, yes, answeredCall]);
    renderApp('/dev/phone?phone=%2B12125550123');
    const view = await conversation();
    expect(await within(view).findByText('Good morning! Reply YES or NO')).toBeVisible();
    expect(within(view).getByText('Delivered')).toBeVisible();
    expect(within(view).getByText('YES', { selector: 'p' })).toBeVisible();
    const transcript = within(view).getByRole('list', { name: 'Call transcript' });
    expect(
      within(transcript)
        .getAllByRole('listitem')
        .map((line) => line.textContent),
    ).toEqual([
      'Service: Hello, this is your daily check-in.',
      'You pressed 1.',
      'Service: Thank you.',
    ]);
    expect(within(view).getByText('Completed')).toBeVisible();
  });

  it('offers the call answers only for a ringing call, and posts the one chosen', async () => {
    let events = [answeredCall, ringingCall];
    const fetch = withThread(
      () => events,
      (url) => {
        if (url !== `/api/dev/calls/${callSid}`) return undefined;
        events = [answeredCall, { ...ringingCall, state: 'completed', body: 'You said "no".' }];
        return { status: 200, body: { ok: true } };
      },
    );
    renderApp('/dev/phone?phone=%2B12125550123');
    const view = await conversation();
    const answers = await within(view).findByRole('group', { name: 'Answer the call' });
    expect(within(view).getAllByRole('group', { name: 'Answer the call' })).toHaveLength(1);
    expect(
      within(answers)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([
      'Press 1',
      'Press 2',
      'Press 9 (stop calls)',
      'Say “yes”',
      'Say “no”',
      'Answer, stay silent',
      "Don't answer",
      'Busy',
    ]);

    await userEvent.click(within(answers).getByRole('button', { name: 'Say “no”' }));
    expect(posts(fetch)).toEqual([[`/api/dev/calls/${callSid}`, { action: 'say-no' }]]);
    await waitFor(() =>
      expect(
        within(view).queryByRole('group', { name: 'Answer the call' }),
      ).not.toBeInTheDocument(),
    );
    expect(within(view).getByText('You said "no".')).toBeVisible();
  });

  it('answers a ringing call with words, shows the language a call spoke, and calls the service', async () => {
    let events = [ringingCall];
    const fetch = withThread(
      () => events,
      (url) => {
        if (url === `/api/dev/calls/${callSid}`) {
          events = [
            {
              ...ringingCall,
              state: 'completed',
              language: 'es-US',
              body: 'Service: Hola, Rosa.\nYou said "sí".',
            },
          ];
          return { status: 200, body: { ok: true } };
        }
        if (url === '/api/dev/phone/%2B12125550123/call')
          return { status: 201, body: { sid: callSid } };
        return undefined;
      },
    );
    renderApp('/dev/phone?phone=%2B12125550123');
    const view = await conversation();
    await userEvent.type(await within(view).findByLabelText('Or answer and say'), 'sí');
    await userEvent.click(within(view).getAllByRole('button', { name: 'Say it' })[0]!);
    expect(await within(view).findByText('Spoken and heard in Spanish (es-US)')).toBeVisible();
    await userEvent.click(within(view).getByRole('button', { name: 'Call in: fine (1)' }));
    expect(posts(fetch)).toEqual([
      [`/api/dev/calls/${callSid}`, { action: 'say', words: 'sí' }],
      [
        '/api/dev/phone/%2B12125550123/call',
        { action: 'press-1', verdict: 'TN-Validation-Passed-A' },
      ],
    ]);
  });

  it('shows why a call could not be answered', async () => {
    withThread(
      () => [ringingCall],
      (url) =>
        url.startsWith('/api/dev/calls/')
          ? apiError(409, 'conflict', 'That call is no longer ringing.')
          : undefined,
    );
    renderApp('/dev/phone?phone=%2B12125550123');
    const view = await conversation();
    await userEvent.click(await within(view).findByRole('button', { name: 'Busy' }));
    expect(await within(view).findByRole('alert')).toHaveTextContent(
      'That call is no longer ringing.',
    );
  });

  it('texts the service as this phone, typed or quick, and clears the box', async () => {
    const fetch = withThread(
      () => [goodMorning],
      (url) => (url.endsWith('/reply') ? { status: 201, body: { sid: 'SM1' } } : undefined),
    );
    renderApp('/dev/phone?phone=%2B12125550123');
    const view = await conversation();
    const box = await within(view).findByLabelText('Reply as this phone');
    await userEvent.type(box, 'yes, all good');
    await userEvent.click(within(view).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(box).toHaveValue(''));
    await userEvent.click(within(view).getByRole('button', { name: 'STOP' }));
    await waitFor(() =>
      expect(posts(fetch)).toEqual([
        [`${phonePath}/reply`, { body: 'yes, all good' }],
        [`${phonePath}/reply`, { body: 'STOP' }],
      ]),
    );
  });

  it('says an empty reply needs words, and sends nothing', async () => {
    const fetch = withThread(() => []);
    renderApp('/dev/phone?phone=%2B12125550123');
    const view = await conversation();
    await userEvent.click(await within(view).findByRole('button', { name: 'Send' }));
    expect(within(view).getByLabelText('Reply as this phone')).toHaveAccessibleDescription(
      'Type a message to send.',
    );
    expect(posts(fetch)).toEqual([]);
  });

  it('opens a number the service never contacted, so it can text first', async () => {
    const fetch = mockDevApi();
    const router = renderApp('/dev/phone');
    const input = await screen.findByLabelText('Open a phone number', {}, { timeout: 3000 });
    await userEvent.type(input, '12');
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(input).toHaveAccessibleDescription(
      expect.stringContaining('Enter a phone number such as +12125550123.'),
    );

    await userEvent.clear(input);
    await userEvent.type(input, '+1 646 555 0199');
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(location(router)).toBe('/dev/phone?phone=%2B16465550199');
    const view = await conversation();
    expect(await within(view).findByText(/No texts or calls with this phone yet/)).toBeVisible();
    expect(within(view).getByLabelText('Reply as this phone')).toBeVisible();
    expect(fetch.mock.calls.map(([url]) => url)).toContain('/api/dev/phone/%2B16465550199');
  });

  it('shows the server’s message when the simulator is off', async () => {
    mockDevApi((url) =>
      url === '/api/dev/phone'
        ? apiError(
            404,
            'not_found',
            'The phone simulator is off: a real SMS provider is configured.',
          )
        : undefined,
    );
    renderApp('/dev/phone');
    expect(await screen.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent(
      'The phone simulator is off: a real SMS provider is configured.',
    );
  });
});
