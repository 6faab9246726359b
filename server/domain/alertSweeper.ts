import { jobPublications } from "../events/jobPublications.ts";
import type { Logger } from "../log.ts";
import { sweepAlerts, type SweepOptions } from "./alertSweep.ts";
import { serialSweeps } from "./serialSweeps.ts";

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
 * publishes, and when asked (the hourly sweep of server/main.ts).
 */
export function startAlertSweeper(ctx: SweepContext, log: Logger): AlertSweeper {
  const sweeps = serialSweeps<SweepOptions>(
    async (options) => {
      const notices = await sweepAlerts(ctx, options);
      if (notices > 0) log.info({ notices }, "job alerts told of new jobs");
    },
    {
      join: (waiting, asked) => ({ all: waiting.all || asked.all }),
      failed: (error) => log.error({ err: error }, "job alert sweep failed; the next one will try again"),
    },
  );
  const published = () => void sweeps.sweep({ all: true });
  jobPublications.on("published", published);
  void sweeps.sweep({});

  return {
    sweep: (options = {}) => sweeps.sweep(options),
    settled: sweeps.settled,
    async stop() {
      jobPublications.off("published", published);
      await sweeps.stop();
    },
  };
}
