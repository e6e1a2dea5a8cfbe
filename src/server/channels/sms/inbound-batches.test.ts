import { describe, expect, it, vi } from 'vitest';
import { createInboundBatches } from './inbound-batches';

interface Text {
  from: string;
  body: string;
}

/** A round's texts as `from:body`, side by side. */
const named = (round: Text[]) => round.map((text) => `${text.from}:${text.body}`).join(' ');

/**
 * A batcher whose answers are recorded, batch by batch, each batch as its rounds; `fails` makes a
 * batch containing it throw.
 */
function recorder(fails?: string, options: { maxBatch?: number; inFlight?: number } = {}) {
  const batches: string[][] = [];
  let release: () => void = () => {};
  let gate = Promise.resolve();
  const inbox = createInboundBatches<Text>(
    async (rounds) => {
      await gate;
      if (fails && rounds.flat().some((text) => text.body === fails))
        throw new Error(`bad ${fails}`);
      batches.push(rounds.map(named));
    },
    { inFlight: 1, ...options },
  );
  return {
    inbox,
    batches,
    hold() {
      gate = new Promise((resolve) => (release = resolve));
    },
    release: () => release(),
  };
}

describe('inbound texts in batches', () => {
  it('answers a burst together, a number’s second text in the round after its first', async () => {
    const { inbox, batches, hold, release } = recorder();
    hold();
    const answered = [
      inbox.answer({ from: 'a', body: '1' }),
      inbox.answer({ from: 'b', body: '1' }),
      inbox.answer({ from: 'a', body: '2' }),
      inbox.answer({ from: 'c', body: '1' }),
    ];
    release();
    await Promise.all(answered);
    // a's second text is answered after its first, in the same transaction: it reads what the
    // first one changed.
    expect(batches).toEqual([['a:1 b:1 c:1', 'a:2']]);
  });

  it('answers what came in while a batch ran in the next batch', async () => {
    const { inbox, batches, hold, release } = recorder();
    hold();
    const first = inbox.answer({ from: 'a', body: '1' });
    await new Promise((resolve) => setImmediate(resolve));
    const later = [inbox.answer({ from: 'b', body: '1' }), inbox.answer({ from: 'c', body: '1' })];
    release();
    await Promise.all([first, ...later]);
    expect(batches).toEqual([['a:1'], ['b:1 c:1']]);
  });

  it('answers a number’s texts one round each, in the order they came', async () => {
    const { inbox, batches, hold, release } = recorder();
    hold();
    const answered = ['x', 'a', 'a', 'a'].map((from, index) =>
      inbox.answer({ from, body: String(index) }),
    );
    release();
    await Promise.all(answered);
    expect(batches).toEqual([['x:0 a:1', 'a:2', 'a:3']]);
  });

  it('answers a failed batch text by text: only the bad text’s caller gets the error', async () => {
    const { inbox, batches, hold, release } = recorder('bad');
    hold();
    const results = Promise.allSettled([
      inbox.answer({ from: 'a', body: 'ok' }),
      inbox.answer({ from: 'b', body: 'fine' }),
      inbox.answer({ from: 'c', body: 'bad' }),
      inbox.answer({ from: 'd', body: 'also fine' }),
    ]);
    release();
    expect((await results).map((result) => result.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
    // The batch of four failed as a whole; then each went alone.
    expect(batches).toEqual([['a:ok'], ['b:fine'], ['d:also fine']]);
  });

  it('answers a failed batch text by text in the order they came, a number’s texts too', async () => {
    const { inbox, batches, hold, release } = recorder('bad');
    hold();
    const results = Promise.allSettled([
      inbox.answer({ from: 'a', body: '1' }),
      inbox.answer({ from: 'a', body: 'bad' }),
      inbox.answer({ from: 'a', body: '3' }),
    ]);
    release();
    expect((await results).map((result) => result.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
    expect(batches).toEqual([['a:1'], ['a:3']]);
  });

  it('runs two batches at once, never two texts of one number: its next waits for the commit', async () => {
    const order: string[] = [];
    const gates = new Map<string, () => void>();
    const inbox = createInboundBatches<Text>(
      async (rounds) => {
        const name = rounds.map(named).join(', ');
        order.push(`begin ${name}`);
        await new Promise<void>((resolve) => gates.set(name, resolve));
        order.push(`commit ${name}`);
      },
      { inFlight: 2 },
    );
    const open = async (name: string) => {
      await expect.poll(() => gates.has(name)).toBe(true);
      gates.get(name)!();
    };
    const answered = [inbox.answer({ from: 'a', body: '1' })];
    await expect.poll(() => gates.has('a:1')).toBe(true);
    // a's batch is running: a text beside it is at least half its size, so a second starts.
    answered.push(inbox.answer({ from: 'b', body: '1' }), inbox.answer({ from: 'a', body: '2' }));
    await open('b:1');
    // b's runner finds only a's second text, which waits for a's first to commit.
    await open('a:1');
    await open('a:2');
    await Promise.all(answered);
    expect(order).toEqual([
      'begin a:1',
      'begin b:1',
      'commit b:1',
      'commit a:1',
      'begin a:2',
      'commit a:2',
    ]);
  });

  it('starts a second batch beside a running one only once half as many texts wait', async () => {
    const begun: string[][] = [];
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const inbox = createInboundBatches<Text>(
      async (rounds) => {
        begun.push(rounds.flat().map((text) => text.from));
        await gate;
      },
      { inFlight: 2 },
    );
    const tick = () => new Promise((resolve) => setImmediate(resolve));
    const answered = ['a', 'b', 'c', 'd'].map((from) => inbox.answer({ from, body: '' }));
    await tick();
    expect(begun).toEqual([['a', 'b', 'c', 'd']]);
    // One text waiting beside a batch of four would be a batch of one: it waits.
    answered.push(inbox.answer({ from: 'e', body: '' }));
    await tick();
    expect(begun).toHaveLength(1);
    answered.push(inbox.answer({ from: 'f', body: '' }));
    await tick();
    expect(begun).toEqual([
      ['a', 'b', 'c', 'd'],
      ['e', 'f'],
    ]);
    release();
    await Promise.all(answered);
  });

  it('leaves a text whose number is being answered to that batch’s runner, without spinning', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const batches: string[][] = [];
    const inbox = createInboundBatches<Text>(
      async (rounds) => {
        batches.push(rounds.map(named));
        if (batches.length === 1) await gate;
      },
      { inFlight: 2 },
    );
    const answered = [inbox.answer({ from: 'a', body: '1' })];
    await new Promise((resolve) => setImmediate(resolve));
    answered.push(inbox.answer({ from: 'a', body: '2' }), inbox.answer({ from: 'a', body: '3' }));
    // While a's first batch runs, a second runner that found only a's texts would end and start
    // again a turn of the event loop later, every turn, and keep the process busy.
    const immediates = vi.spyOn(globalThis, 'setImmediate');
    for (let turn = 0; turn < 20; turn += 1) await new Promise((resolve) => setTimeout(resolve, 1));
    const turnsTaken = immediates.mock.calls.length;
    immediates.mockRestore();
    expect(turnsTaken).toBe(0);
    release();
    await Promise.all(answered);
    // Once a's first text has committed, its next two go together, one round each.
    expect(batches).toEqual([['a:1'], ['a:2', 'a:3']]);
  });

  it('takes at most `maxBatch` texts at once', async () => {
    const { inbox, batches, hold, release } = recorder(undefined, { maxBatch: 2 });
    hold();
    const answered = ['a', 'b', 'c', 'd', 'e'].map((from) => inbox.answer({ from, body: '' }));
    release();
    await Promise.all(answered);
    expect(batches).toEqual([['a: b:'], ['c: d:'], ['e:']]);
  });
});
