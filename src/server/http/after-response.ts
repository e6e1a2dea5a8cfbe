import type { Logger } from '../logger';

/**
 * Work a route starts but does not wait for: it runs once the answer has gone out, so the
 * answer's timing says nothing about what the work finds. The sign-in e-mail routes use it:
 * whether an address has an account changes what is sent, never how long the page waits.
 */
export interface AfterResponse {
  /** Runs `task` after the current answer is sent; a failure is logged, never answered. */
  run(name: string, task: () => Promise<void>): void;
  /** Resolves once every task started so far has finished (shutdown waits for it; tests too). */
  idle(): Promise<void>;
}

export function createAfterResponse(logger: Logger): AfterResponse {
  const running = new Set<Promise<void>>();
  return {
    run(name, task) {
      // setImmediate: after the handler's answer has been handed to the socket.
      const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .catch((error: unknown) =>
          logger.error({ err: error, task: name }, 'after-response task failed'),
        )
        .finally(() => running.delete(done));
      running.add(done);
    },
    async idle() {
      // Tasks may start tasks; wait until none is left.
      while (running.size > 0) await Promise.all(running);
    },
  };
}
