/**
 * Inbound texts answered in batches: webhooks that arrive while a batch is being answered wait
 * for the next one, which takes them all (up to `maxBatch`) in one transaction. At a morning's
 * peak a thousand parents reply in the same minute; one transaction for many of them costs a few
 * statements per batch instead of a dozen per text. A webhook returns once its batch has
 * committed, so the provider is never told a text was taken before it was.
 *
 * A batch is answered in rounds, each holding at most one text per sending number: a number's
 * second text goes in the next round of the same transaction, so it reads what the first one
 * changed, as it would have one by one. A number texting again and again (the bench's one parent,
 * ten webhooks at once) then pays one transaction for its texts that wait, not one each. A number
 * still being answered by a running batch waits for that batch to commit.
 *
 * Batches are kept large, since each costs the same dozen statements whatever its size. A batch
 * is taken a turn of the event loop after the first text that starts it, so the texts of one
 * burst go together rather than the first alone. While a batch runs, a second starts only once
 * at least half as many texts wait: otherwise they wait for a runner to finish. Without that, a
 * morning's replies fell into batches of 200, 55 and 1 that kept their sizes, and the batches of
 * one, each as slow as the others, held a runner for a single reply (bench:engine).
 * A batch that fails is answered again text by text, each in its own transaction, so one bad
 * text rolls back only itself and its webhook alone gets the error (the provider retries it).
 */
export function createInboundBatches<Text extends { from: string }>(
  /** Answers the rounds in order in one transaction; a round has one text per number at most. */
  answer: (rounds: Text[][]) => Promise<void>,
  { maxBatch = 200, inFlight = 2 }: { maxBatch?: number; inFlight?: number } = {},
) {
  interface Waiting {
    text: Text;
    resolve: () => void;
    reject: (error: unknown) => void;
  }
  let waiting: Waiting[] = [];
  let running = 0;
  /** A runner is waiting its turn before it takes a batch: arrivals are for that batch. */
  let gathering = false;
  /** The size of the batch taken last: a second batch starts once half as many wait. */
  let lastSize = 0;
  /** Numbers with a text in a batch being answered: their next text waits for it to commit. */
  const busy = new Set<string>();

  /**
   * The oldest waiting texts of numbers not being answered, up to `maxBatch`, in rounds: a
   * number's first text in the first round, its second in the second, and so on.
   */
  const takeBatch = () => {
    const batch: Waiting[] = [];
    const rest: Waiting[] = [];
    for (const item of waiting) {
      if (batch.length < maxBatch && !busy.has(item.text.from)) batch.push(item);
      else rest.push(item);
    }
    waiting = rest;
    for (const item of batch) busy.add(item.text.from);
    return batch;
  };

  /** A batch's texts in rounds, each number's in the order they came. */
  const roundsOf = (batch: Waiting[]) => {
    const rounds: Text[][] = [];
    const taken = new Map<string, number>();
    for (const { text } of batch) {
      const round = taken.get(text.from) ?? 0;
      taken.set(text.from, round + 1);
      (rounds[round] ??= []).push(text);
    }
    return rounds;
  };

  const settle = async (batch: Waiting[]) => {
    try {
      await answer(roundsOf(batch));
      for (const item of batch) item.resolve();
    } catch (error) {
      if (batch.length === 1) {
        batch[0]!.reject(error);
        return;
      }
      // In the order they came: a number's texts still one after the other.
      for (const item of batch) {
        try {
          await answer([[item.text]]);
          item.resolve();
        } catch (alone) {
          item.reject(alone);
        }
      }
    } finally {
      for (const item of batch) busy.delete(item.text.from);
    }
  };

  /**
   * Answers batches while texts wait. Up to `inFlight` run at once, so one batch's statements
   * overlap the next one's work in this process; a text waiting only on its number's batch is
   * taken by whichever runner finishes that batch.
   */
  const run = async () => {
    running += 1;
    gathering = true;
    try {
      await new Promise((resolve) => setImmediate(resolve));
      gathering = false;
      for (;;) {
        const batch = takeBatch();
        if (batch.length === 0) return;
        lastSize = batch.length;
        await settle(batch);
      }
    } finally {
      running -= 1;
      maybeRun();
    }
  };

  /** Whether a waiting text could go in a batch now: its number has none being answered. */
  const anyTakeable = () => waiting.some((item) => !busy.has(item.text.from));

  /**
   * Starts a runner when nothing runs, or when enough texts wait beside the running batches and
   * one of them could be taken. A text whose number is being answered is left to the runner that
   * answers it: a second runner started for it would find nothing to take, end, start again a
   * turn later, and so spin on the CPU for as long as that batch runs (one number texting twice,
   * or the bench's one parent: a third of the webhook's CPU went there).
   */
  const maybeRun = () => {
    if (gathering || running >= inFlight || waiting.length === 0) return;
    if (running > 0 && (waiting.length * 2 < lastSize || !anyTakeable())) return;
    void run();
  };

  return {
    /** Answers `text` with whatever else has come in; resolves once that has committed. */
    answer(text: Text): Promise<void> {
      return new Promise<void>((resolve, reject) => {
        waiting.push({ text, resolve, reject });
        maybeRun();
      });
    },
  };
}
