import { json } from "../rest/http.ts";
import { statusPage } from "./statusPage.ts";
import type { Response } from "./fetchApi.ts";

// Requests handled at once by this process, the rest waiting in one line in the order they came.
//
// Without it every request starts at once and then queues for a database connection at each of its
// statements, behind every request that came after it: under a burst a screen of five statements waited
// five times as long as a cached answer, and a few waited seconds while most took milliseconds. Waiting
// once, in arrival order, everyone waits about as long. The line stands before the work, after a body
// has arrived: a client sending its body slowly holds no place. It belongs to this process's own
// resources (its event loop and its connection pool), so it lives in its memory; processes added
// behind the same port bring their own.

export interface AdmissionOptions {
  /** Requests handled at once. */
  limit: number;
  /** A request waiting longer is refused (503), so a client retries rather than hangs. */
  maxWaitMs: number;
  /** With this many waiting, the next is refused at once: each holds its body in memory while it waits. */
  maxWaiting: number;
}

/**
 * A request that left the line without its turn: it waited `maxWaitMs` ("timeout"), found the line full
 * ("full"), or its client hung up ("aborted").
 */
export class NotAdmitted extends Error {
  constructor(readonly reason: "timeout" | "full" | "aborted") {
    super(`request not admitted: ${reason}`);
  }
}

interface Waiter {
  settled: boolean;
  start(): void;
}

export function createAdmission({ limit, maxWaitMs, maxWaiting }: AdmissionOptions) {
  let active = 0;
  // A line with a moving head: shift() copies the array, and under a burst it holds hundreds.
  let line: Waiter[] = [];
  let head = 0;
  /** Those in the line still waiting (a request that left stays in it, settled, until the head passes). */
  let waiting = 0;

  function startNext() {
    while (head < line.length) {
      const waiter = line[head++]!;
      if (waiter.settled) continue;
      waiter.settled = true;
      waiting--;
      active++;
      waiter.start();
      break;
    }
    if (head > 1024 && head * 2 > line.length) {
      line = line.slice(head);
      head = 0;
    }
  }

  /** Resolves at the request's turn, in arrival order; rejects when `signal` (the client hanging up) or `maxWaitMs` ends the wait. */
  function turn(signal: AbortSignal): Promise<void> {
    if (signal.aborted) return Promise.reject(new NotAdmitted("aborted"));
    if (active < limit && waiting === 0) {
      active++;
      return Promise.resolve();
    }
    if (waiting >= maxWaiting) return Promise.reject(new NotAdmitted("full"));
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        settled: false,
        start() {
          cleanUp();
          resolve();
        },
      };
      const leave = (reason: NotAdmitted["reason"]) => {
        if (waiter.settled) return;
        waiter.settled = true;
        waiting--;
        cleanUp();
        reject(new NotAdmitted(reason));
      };
      const onAbort = () => leave("aborted");
      const timer = setTimeout(() => leave("timeout"), maxWaitMs);
      const cleanUp = () => {
        clearTimeout(timer);
        signal.removeEventListener("abort", onAbort);
      };
      signal.addEventListener("abort", onAbort, { once: true });
      line.push(waiter);
      waiting++;
    });
  }

  return {
    /** Runs `work` in its turn (or throws NotAdmitted); the turn passes on when it settles, however it ends. */
    async admit<T>(signal: AbortSignal, work: () => Promise<T>): Promise<T> {
      await turn(signal);
      try {
        return await work();
      } finally {
        active--;
        startNext();
      }
    },
    /** Requests being handled and waiting, for logs and tests. */
    counts: () => ({ active, waiting }),
  };
}

/** A request that waited too long for its turn: a page for people, JSON for the API. */
export function overloaded(pathname: string): Response {
  const message = "Estamos com muito movimento agora. Tente novamente em alguns segundos.";
  const api = pathname === "/graphql" || pathname === "/api" || pathname.startsWith("/api/");
  const response = api ? json({ message }, 503) : statusPage(503, "Muito movimento", message);
  response.headers.set("Retry-After", "5");
  return response;
}
