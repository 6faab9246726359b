import { jobPublications } from "../events/jobPublications.ts";
import type { Logger } from "../log.ts";
import { sweepAlerts, type SweepOptions } from "./alertSweep.ts";

type SweepContext = Parameters<typeof sweepAlerts>[0];

export interface AlertSweeper {
  /** Sweeps the alerts (after the sweep in progress, if any) and resolves once that sweep is done. */
  sweep(options?: SweepOptions): Promise<void>;
  /** Resolves once no sweep is running or waiting to run. */
  settled(): Promise<void>;
  /** Lets the sweep in progress finish and starts no other. */
  stop(): Promise<void>;
}

/**
 * Runs this process's sweeps of the job alerts one at a time: at start-up
 * (what a stop or a crash left), at once after each job this process
 * publishes, and when asked (the hourly sweep of server/main.ts). A request
 * made while a sweep waits joins it; one made while a sweep runs gets another
 * after it, which sees what the first could not.
 */
export function startAlertSweeper(ctx: SweepContext, log: Logger): AlertSweeper {
  let running: Promise<void> = Promise.resolve();
  let waiting: { options: SweepOptions; done: Promise<void> } | null = null;
  let stopped = false;

  const sweep = (options: SweepOptions = {}): Promise<void> => {
    if (waiting) {
      waiting.options = { all: waiting.options.all || options.all };
      return waiting.done;
    }
    const next: { options: SweepOptions; done: Promise<void> } = { options, done: Promise.resolve() };
    next.done = running.then(async () => {
      if (waiting === next) waiting = null;
      if (stopped) return;
      try {
        const notices = await sweepAlerts(ctx, next.options);
        if (notices > 0) log.info({ notices }, "job alerts told of new jobs");
      } catch (error) {
        log.error({ err: error }, "job alert sweep failed; the next one will try again");
      }
    });
    waiting = next;
    running = next.done;
    return next.done;
  };

  const published = () => void sweep({ all: true });
  jobPublications.on("published", published);
  void sweep();

  return {
    sweep,
    async settled() {
      let current: Promise<void>;
      do {
        current = running;
        await current;
      } while (current !== running);
    },
    async stop() {
      stopped = true;
      jobPublications.off("published", published);
      await running;
    },
  };
}
