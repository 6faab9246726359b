import { expect } from "vitest";
import type { TestServer } from "../server.ts";
import { cookiePair, type Accounts } from "./accounts.ts";
import { changedTables, fingerprinter, type Fingerprint } from "./fingerprint.ts";
import { idPool } from "./ids.ts";
import { pathText, requestPayload, type Exchange } from "./request.ts";
import { replenish, seedRows } from "./rows.ts";

const stackTrace = /\bat .*\.(ts|js|mjs|cjs):\d+|node_modules/;

/** Long strings shortened, so a failure message stays readable. */
function shown(value: unknown): string {
  const text = typeof value === "string" ? value : JSON.stringify(value, (_key, v) => (typeof v === "string" && v.length > 120 ? `${v.slice(0, 60)}…(${v.length} chars)` : v));
  return text === undefined ? String(value) : text.length > 3_000 ? `${text.slice(0, 3_000)}…` : text;
}

/**
 * Sends generated requests one at a time, so a database fingerprint taken
 * around each one belongs to that request alone, and checks every property the
 * fuzz test stands for.
 */
export class Exchanges {
  /** The fingerprint the last request left, which is the next one's "before". */
  private before: Fingerprint | undefined;
  private sent = 0;

  private constructor(
    private readonly server: TestServer,
    private readonly accounts: Accounts,
    private readonly fingerprint: () => Promise<Fingerprint>,
  ) {}

  /** Seeds the rows the run starts from here, beside the replenishing that keeps them there. */
  static async start(server: TestServer, accounts: Accounts): Promise<Exchanges> {
    const fingerprint = await fingerprinter(server.database.prisma);
    await seedRows(server.database.prisma, accounts);
    return new Exchanges(server, accounts, fingerprint);
  }

  /** A property that failed stops mid-request: the next one must take its own fingerprint. */
  forgetFingerprint(): void {
    this.before = undefined;
  }

  /** Sends one generated request as its role; an arrow, to be handed to fc.asyncProperty as it is. */
  send = async (spec: Exchange): Promise<void> => {
    if (this.sent++ % 60 === 0) {
      await replenish(this.server.database.prisma, this.accounts);
      this.before = undefined;
    }
    const previous = this.before ?? (await this.fingerprint());
    idPool.writingFor(this.accounts.ownerOf(spec.role));
    const path = pathText(spec.path);
    const { init, text: requestText } = requestPayload(spec.body);
    const cookie = this.accounts.cookieFor(spec.role);
    const headers = { ...(init.headers as Record<string, string> | undefined), ...(cookie ? { cookie } : {}) };
    const what = () => `${spec.method} ${path} as ${spec.role}\nbody: ${shown(requestText)}`;

    const response = await fetch(this.server.url + path, { ...init, method: spec.method, headers, redirect: "manual" });
    const text = await response.text();
    const answer = () => `${what()}\n→ ${response.status} ${shown(text)}`;

    expect(response.status, `a 5xx answer:\n${answer()}`).toBeLessThan(500);
    const trace = stackTrace.exec(text)?.[0];
    if (trace && !requestText.includes(trace)) expect.fail(`the answer shows a stack trace or a server path:\n${answer()}`);

    let refused = response.status >= 400;
    if (spec.graphqlField && !refused) {
      const body = JSON.parse(text) as { data?: Record<string, { __typename?: string } | null> | null; errors?: { message: string }[] };
      const masked = body.errors?.find((error) => error.message === "Unexpected error.");
      if (masked) expect.fail(`an internal error, masked as 'Unexpected error.' (the server's 500 in a 200):\n${answer()}`);
      const result = body.data?.[spec.graphqlField];
      refused = Boolean(body.errors?.length) || result == null || Boolean(result.__typename?.endsWith("Error"));
    }

    // A publication starts a sweep of the job alerts beside its request: what it writes belongs to this request.
    await this.server.alertSweeps.settled();
    const after = await this.fingerprint();
    const changed = changedTables(previous, after);
    if (refused && changed.length) expect.fail(`a refused request changed rows in ${changed.join(", ")}:\n${answer()}`);
    if (spec.method === "GET" && changed.length) expect.fail(`a GET changed rows in ${changed.join(", ")}:\n${answer()}`);
    this.before = after;

    if (spec.role !== "anon" && cookiePair(response.headers.getSetCookie(), "encaixe_session")) await this.accounts.restoreSession(spec.role);
  };
}
