import { readdirSync, readFileSync } from "node:fs";

/** Resident memory (MB) of a process and its children (a cluster's workers), from /proc. */
function residentMb(pid: number): number {
  const pids = [pid];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The parent pid is the 4th field, after the command name in parentheses.
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      if (Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]) === pid) pids.push(Number(entry));
    } catch {
      // the process ended meanwhile
    }
  }
  let kb = 0;
  for (const each of pids) {
    try {
      kb += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${each}/status`, "utf8"))?.[1] ?? 0);
    } catch {
      // the process ended meanwhile
    }
  }
  return Math.round(kb / 1024);
}

/** Samples every second; `stop` returns the peak. */
export function sampleMemory(pid: number): { stop(): number } {
  let peak = residentMb(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, residentMb(pid));
  }, 1_000);
  return {
    stop() {
      clearInterval(timer);
      return peak;
    },
  };
}
