import { useEffect, useRef } from "react";
import { useRelayEnvironment } from "react-relay";

/**
 * Counts one view of the job's page for its company's analytics: sent from the
 * browser once the page shows, so it counts whether the page came from the
 * server's HTML, the response cache or the store. A refresh of the same page's
 * data is no new view; opening it again is. The server decides what counts (not
 * crawlers, not the job's own company) and keeps nobody's identity. The beacon's
 * code loads after the page, off its first load.
 */
export function useJobViewBeacon(jobId: string | null) {
  const environment = useRelayEnvironment();
  const counted = useRef<string | null>(null);
  useEffect(() => {
    if (!jobId || counted.current === jobId) return;
    counted.current = jobId;
    void import("./jobViewBeacon.ts").then(({ sendJobViewBeacon }) => sendJobViewBeacon(environment, jobId));
  }, [environment, jobId]);
}
