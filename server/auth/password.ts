import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from "node:crypto";
import { availableParallelism } from "node:os";
import { promisify } from "node:util";
import { UnavailableError } from "../domain/errors.ts";

const scrypt = promisify(scryptCallback) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;

/** OWASP Password Storage Cheat Sheet: scrypt with N=2^17, r=8, p=1. Production refuses less. */
export const productionHashCost = 17;

const r = 8;
const p = 1;
const keyLength = 64;
// 128 * N * r bytes of working memory, with headroom over Node's 32 MiB default.
const maxmem = 256 * 1024 * 1024;

export interface PasswordHasherOptions {
  /** log2 of scrypt's N. */
  cost: number;
  /** Requests the process's line admits at once (`CONCURRENT_REQUESTS`): the hasher takes at most half of them. */
  line: number;
}

export interface PasswordHasher {
  /** Format: scrypt$N$r$p$salt$hash (base64url), so the cost can be raised later. */
  hash(password: string): Promise<string>;
  /** Checks a password; with no stored hash it spends the same time and answers false. */
  verify(password: string, stored: string | undefined): Promise<boolean>;
  /** The queue is full: a request that needs a hash should be refused now, before any other work. */
  saturated(): boolean;
}

export const hasherBusy = () =>
  new UnavailableError("Muitas solicitações no momento. Tente novamente em alguns segundos.", { retryAfterSeconds: 5 });

// libuv runs four threads; more hashes at once than cores only slows each one down.
const hashingThreads = Math.min(4, availableParallelism());

/**
 * The hasher's size in a process whose line admits `line` requests at once. A login or sign-up waits for its
 * hash inside its turn, so hashes running (each holds 128 MiB at the production cost) and waiting together take
 * at most half the line: a burst of them never holds every turn while the rest of the site waits (the line of
 * 10: 2 running and 3 waiting on 2 cores).
 */
export function hasherSizeFor(line: number): { maxConcurrent: number; maxQueued: number } {
  const share = Math.max(1, Math.floor(line / 2));
  const maxConcurrent = Math.min(hashingThreads, share);
  return { maxConcurrent, maxQueued: share - maxConcurrent };
}

/**
 * A bounded queue in front of scrypt: a burst of logins waits its turn up to
 * its size, and the next one is refused at once, so an attacker cannot
 * make everyone's sign-in wait behind a thousand guesses.
 */
export function createPasswordHasher({ cost, line }: PasswordHasherOptions): PasswordHasher {
  const { maxConcurrent, maxQueued } = hasherSizeFor(line);
  let running = 0;
  const waiting: (() => void)[] = [];

  async function bounded(...args: Parameters<typeof scrypt>): Promise<Buffer> {
    if (running >= maxConcurrent) {
      if (waiting.length >= maxQueued) throw hasherBusy();
      // A finishing hash hands its slot straight to the next in line.
      await new Promise<void>((resolve) => waiting.push(resolve));
    } else running++;
    try {
      return await scrypt(...args);
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  }

  async function hash(password: string): Promise<string> {
    const salt = randomBytes(16);
    const digest = await bounded(password.normalize("NFKC"), salt, keyLength, { N: 2 ** cost, r, p, maxmem });
    return ["scrypt", 2 ** cost, r, p, salt.toString("base64url"), digest.toString("base64url")].join("$");
  }

  // Unknown emails are checked against this, so response time does not reveal which accounts exist.
  let decoy: Promise<string> | undefined;
  const decoyHash = () => {
    // A decoy refused by a full queue is forgotten, or unknown e-mails would answer differently from then on.
    decoy ??= hash(randomBytes(16).toString("hex")).catch((error: unknown) => {
      decoy = undefined;
      throw error;
    });
    return decoy;
  };

  async function verify(password: string, stored: string | undefined): Promise<boolean> {
    const known = stored !== undefined;
    const [scheme, n, rs, ps, salt, digest] = (stored ?? (await decoyHash())).split("$");
    if (scheme !== "scrypt" || !salt || !digest) return false;
    const expected = Buffer.from(digest, "base64url");
    const actual = await bounded(password.normalize("NFKC"), Buffer.from(salt, "base64url"), expected.length, {
      N: Number(n),
      r: Number(rs),
      p: Number(ps),
      maxmem,
    });
    return known && timingSafeEqual(actual, expected);
  }

  return { hash, verify, saturated: () => running >= maxConcurrent && waiting.length >= maxQueued };
}
