/**
 * Inbound texts answered in batches: webhooks that arrive while a batch is being answered wait
 * for the next one, which takes them all (up to `maxBatch`) in one transaction. At a morning's
 * peak a thousand parents reply in the same minute; one transaction for many of them costs a few
 * statements per batch instead of a dozen per text. A webhook returns once its batch has
 * committed, so the provider is never told a text was taken before it was.
 *
 * A batch holds at most one text per sending number: a second text from the same number waits
 * for the next batch, so it reads what the first one changed, as it would have one by one.
 * A batch that fails is answered again text by text, each in its own transaction, so one bad
 * text rolls back only itself and its webhook alone gets the error (the provider retries it).
 */
export function createInboundBatches<Text extends { from: string }>(
  answer: (texts: Text[]) => Promise<void>,
  maxBatch = 200,
) {
  interface Waiting {
    text: Text;
    resolve: () => void;
    reject: (error: unknown) => void;
  }
  let waiting: Waiting[] = [];
  let running = false;

  /** The oldest waiting texts, one per number. */
  const takeBatch = () => {
    const numbers = new Set<string>();
    const batch: Waiting[] = [];
    const rest: Waiting[] = [];
    for (const item of waiting) {
      if (batch.length < maxBatch && !numbers.has(item.text.from)) {
        numbers.add(item.text.from);
        batch.push(item);
      } else rest.push(item);
    }
    waiting = rest;
    return batch;
  };

  const settle = async (batch: Waiting[]) => {
    try {
      await answer(batch.map((item) => item.text));
      for (const item of batch) item.resolve();
    } catch (error) {
      if (batch.length === 1) {
        batch[0]!.reject(error);
        return;
      }
      for (const item of batch) {
        try {
          await answer([item.text]);
          item.resolve();
        } catch (alone) {
          item.reject(alone);
        }
      }
    }
  };

  const run = async () => {
    running = true;
    try {
      while (waiting.length > 0) await settle(takeBatch());
    } finally {
      running = false;
    }
  };

  return {
    /** Answers `text` with whatever else has come in; resolves once that has committed. */
    answer(text: Text): Promise<void> {
      return new Promise<void>((resolve, reject) => {
        waiting.push({ text, resolve, reject });
        if (!running) void run();
      });
    },
  };
}
