import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from "node:crypto";
import { promisify } from "node:util";

const scryptUnlimited = promisify(scryptCallback) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;

/**
 * Each hash holds 128 MiB while it runs: at most `maxConcurrentHashes` run at
 * once (Node's thread pool has 4 threads anyway), the rest wait their turn, so
 * a burst of logins cannot exhaust the server's memory.
 */
const maxConcurrentHashes = 4;
let running = 0;
const waiting: (() => void)[] = [];

async function scrypt(...args: Parameters<typeof scryptUnlimited>): Promise<Buffer> {
  // A finishing hash hands its slot straight to the next in line.
  if (running >= maxConcurrentHashes) await new Promise<void>((resolve) => waiting.push(resolve));
  else running++;
  try {
    return await scryptUnlimited(...args);
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

// OWASP Password Storage Cheat Sheet: scrypt with N=2^17, r=8, p=1.
const params = { N: 2 ** 17, r: 8, p: 1 };
const keyLength = 64;
// 128 * N * r bytes of working memory, with headroom over Node's 32 MiB default.
const maxmem = 256 * 1024 * 1024;

/** Format: scrypt$N$r$p$salt$hash (base64url), so the cost can be raised later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scrypt(password.normalize("NFKC"), salt, keyLength, { ...params, maxmem });
  return ["scrypt", params.N, params.r, params.p, salt.toString("base64url"), hash.toString("base64url")].join("$");
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64url");
  const actual = await scrypt(password.normalize("NFKC"), Buffer.from(salt, "base64url"), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem,
  });
  return timingSafeEqual(actual, expected);
}

/** A hash to verify against when the email is unknown, so response time does not reveal which emails exist. */
export const unknownUserHash = hashPassword(randomBytes(16).toString("hex"));
