/**
 * One kind of sweep, run by this process one at a time. A sweep asked for while another waits joins it (their
 * options joined); one asked for while another runs runs after it, and sees what the first could not. Only one at
 * a time in this process: other processes run theirs on their own schedule, so a sweep must be safe beside theirs.
 */
export interface SerialSweeps<Options> {
  /** Sweeps (after the sweep in progress, if any) and resolves once that sweep is done; a failure is `failed`'s to report. */
  sweep(options: Options): Promise<void>;
  /** Resolves once no sweep is running or waiting to run. */
  settled(): Promise<void>;
  /** Tells the sweep in progress to stop (its `signal`), waits for it, and starts no other. */
  stop(): Promise<void>;
}

export function serialSweeps<Options>(
  run: (options: Options, signal: AbortSignal) => Promise<void>,
  { join, failed }: { join: (waiting: Options, asked: Options) => Options; failed: (error: unknown) => void },
): SerialSweeps<Options> {
  let running: Promise<void> = Promise.resolve();
  let waiting: { options: Options; done: Promise<void> } | null = null;
  const stopping = new AbortController();

  return {
    sweep(options) {
      if (waiting) {
        waiting.options = join(waiting.options, options);
        return waiting.done;
      }
      const next: { options: Options; done: Promise<void> } = { options, done: Promise.resolve() };
      next.done = running.then(async () => {
        if (waiting === next) waiting = null;
        if (stopping.signal.aborted) return;
        try {
          await run(next.options, stopping.signal);
        } catch (error) {
          failed(error);
        }
      });
      waiting = next;
      running = next.done;
      return next.done;
    },
    async settled() {
      let current: Promise<void>;
      do {
        current = running;
        await current;
      } while (current !== running);
    },
    async stop() {
      stopping.abort();
      await running;
    },
  };
}
