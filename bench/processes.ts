import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { readdirSync, readFileSync } from "node:fs";

const execFileAsync = promisify(execFile);

// What the load test reads of the server's processes and of PostgreSQL's, from /proc: Linux only, as the bench machine is.

/** Clock ticks per second of /proc's CPU times (`getconf CLK_TCK`; 100 on every Linux we run). */
const ticksPerSecond = 100;

/** The fields of /proc/{pid}/stat after the command name, which is in parentheses and may hold spaces. */
function statFields(pid: number): string[] | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  } catch {
    return null;
  }
}

/** A process and its children (a cluster's workers). */
function withChildren(pid: number): number[] {
  const pids = [pid];
  for (const entry of readdirSync("/proc")) {
    // The parent pid is the 4th field, the 2nd after the command name.
    if (/^\d+$/.test(entry) && Number(statFields(Number(entry))?.[1]) === pid) pids.push(Number(entry));
  }
  return pids;
}

/** Resident memory (MB) of a process and its children. */
function residentMb(pid: number): number {
  let kb = 0;
  for (const each of withChildren(pid)) {
    try {
      kb += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${each}/status`, "utf8"))?.[1] ?? 0);
    } catch {
      // the process ended meanwhile
    }
  }
  return Math.round(kb / 1024);
}

/** User and system CPU seconds each process has spent so far (utime and stime, the 14th and 15th fields). */
export function cpuSeconds(pids: number[]): Map<number, number> {
  const seconds = new Map<number, number>();
  for (const pid of pids) {
    const fields = statFields(pid);
    if (fields) seconds.set(pid, (Number(fields[11]) + Number(fields[12])) / ticksPerSecond);
  }
  return seconds;
}

/** CPU seconds spent between two readings; a process first seen in the second counts from its start. */
export function cpuSpent(before: Map<number, number>, after: Map<number, number>): number {
  let spent = 0;
  for (const [pid, seconds] of after) spent += seconds - (before.get(pid) ?? 0);
  return spent;
}

/** Samples the memory every second and reads the CPU at start and stop. */
export function sampleProcesses(pid: number): { stop(): { peakMb: number; cpuSeconds: number } } {
  const startCpu = cpuSeconds(withChildren(pid));
  let peak = residentMb(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, residentMb(pid));
  }, 1_000);
  return {
    stop() {
      clearInterval(timer);
      return { peakMb: peak, cpuSeconds: cpuSpent(startCpu, cpuSeconds(withChildren(pid))) };
    },
  };
}

/**
 * Open connections to `port` held by each process (`ss`'s view, by pid), largest first, or null without `ss`: a
 * cluster whose workers took unequal shares of long-lived connections makes the clients of the busier one wait
 * longer. Asynchronous, so that the load generator's event loop keeps sending meanwhile.
 */
export async function connectionsByProcess(port: number): Promise<number[] | null> {
  let listed: string;
  try {
    ({ stdout: listed } = await execFileAsync("ss", ["-Htnp", "state", "established", `( sport = :${port} )`], { encoding: "utf8" }));
  } catch {
    return null;
  }
  const counts = new Map<string, number>();
  for (const pid of listed.matchAll(/pid=(\d+)/g)) counts.set(pid[1]!, (counts.get(pid[1]!) ?? 0) + 1);
  return [...counts.values()].sort((a, b) => b - a);
}
