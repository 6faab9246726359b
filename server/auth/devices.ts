import { createHash, randomBytes } from "node:crypto";
import type { Db } from "../db/database.ts";

// OWASP's device cookies against lockout: a browser that signed in to an
// account keeps a random token, and the account remembers the token's digest,
// so its owner there is not held back by guesses made elsewhere.

/** A year, renewed at every sign-in: the browsers people actually use stay trusted. */
export const deviceDays = 365;

const tokenShape = /^[\w-]{43}$/;

// Salting the digest with the account gives each account its own record of a
// browser's token.
const deviceId = (userId: string, token: string) => createHash("sha256").update(`${userId}:${token}`).digest("hex");

/** The LoginDevice that this cookie token proves for the account, if it is one the account trusts. */
export async function trustedDevice(db: Db, userId: string, token: string | undefined): Promise<string | undefined> {
  if (!token || !tokenShape.test(token)) return undefined;
  const device = await db.loginDevice.findUnique({ where: { id: deviceId(userId, token) }, select: { id: true, expiresAt: true } });
  return device && device.expiresAt.getTime() > Date.now() ? device.id : undefined;
}

/**
 * Trusts this browser for the account from now on; returns the token its
 * cookie should carry. A token is kept only when the account already trusts
 * it: one planted in the browser by someone else would otherwise become trusted.
 */
export async function trustDevice(db: Db, userId: string, token: string | undefined): Promise<string> {
  const kept = (await trustedDevice(db, userId, token)) ? token! : randomBytes(32).toString("base64url");
  const expiresAt = new Date(Date.now() + deviceDays * 86_400_000);
  const id = deviceId(userId, kept);
  await db.loginDevice.upsert({ where: { id }, create: { id, userId, expiresAt }, update: { expiresAt } });
  return kept;
}

/** Every browser the account trusted goes back to being a stranger. */
export async function forgetDevices(db: Db, userId: string): Promise<void> {
  await db.loginDevice.deleteMany({ where: { userId } });
}
