import { createHash, randomBytes } from "node:crypto";
import { noticeKinds } from "../../shared/noticeKinds.ts";
import type { Db } from "../db/database.ts";
import type { Prisma } from "../db/generated/prisma/client.ts";
import type { TipoNotificacao } from "../db/generated/prisma/enums.ts";
import { preferencesOf, setDeliveries } from "./noticePreferences.ts";

// One-click unsubscribe (RFC 8058) from notice e-mails. Each e-mail carries a
// link of its own whose token is the only authority: no cookie, no sign-in.
// The database keeps the token's SHA-256. An immediate e-mail's link turns off
// e-mail for its kind; a digest's turns off the digest (its kinds become NUNCA).

export const unsubscribePath = "/cancelar-inscricao";
/** An e-mail's link works this long; a link found later asks the person to sign in and use the settings page. */
export const unsubscribeValidityMs = 180 * 86_400_000;

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
/** 32 random bytes in base64url, as newUnsubscribeLink makes them. */
const tokenShape = /^[A-Za-z0-9_-]{43}$/;

/** The headers that make mail clients offer one-click unsubscribe (RFC 2369 and RFC 8058). */
export const listUnsubscribeHeaders = (url: string) => ({ "List-Unsubscribe": `<${url}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });

/** A new link for one e-mail, made in the e-mail's transaction; `tipo` null for the digest. */
export async function newUnsubscribeLink(tx: Pick<Prisma.TransactionClient, "unsubscribeToken">, publicUrl: string, userId: string, tipo: TipoNotificacao | null) {
  const token = randomBytes(32).toString("base64url");
  await tx.unsubscribeToken.create({ data: { id: hashToken(token), userId, tipo } });
  return `${publicUrl}${unsubscribePath}?token=${token}`;
}

/** What a link turns off: one kind's e-mails (by its label) or the digest. */
export interface UnsubscribeScope {
  tipo: TipoNotificacao | null;
  /** What the page names: the kind's label, or null for the digest. */
  label: string | null;
}

export type UnsubscribeLookup = { found: true; userId: string; scope: UnsubscribeScope } | { found: false; reason: "malformed" | "unknown" };

/** Reads a link's token; changes nothing (a GET, which mail scanners send, uses this alone). */
export async function findUnsubscribe(db: Db, token: string | null): Promise<UnsubscribeLookup> {
  if (!token || !tokenShape.test(token)) return { found: false, reason: "malformed" };
  const row = await db.unsubscribeToken.findFirst({
    where: { id: hashToken(token), createdAt: { gt: new Date(Date.now() - unsubscribeValidityMs) } },
    select: { userId: true, tipo: true },
  });
  if (!row) return { found: false, reason: "unknown" };
  return { found: true, userId: row.userId, scope: { tipo: row.tipo, label: row.tipo ? noticeKinds[row.tipo].label : null } };
}

/** Turns off what the link names; doing it twice changes nothing more. */
export async function unsubscribe(db: Db, token: string | null): Promise<UnsubscribeLookup> {
  const lookup = await findUnsubscribe(db, token);
  if (!lookup.found) return lookup;
  const { userId, scope } = lookup;
  await db.$transaction(async (tx) => {
    if (scope.tipo) return setDeliveries(tx, userId, [{ tipo: scope.tipo, entrega: "NUNCA" }]);
    const user = await tx.user.findUniqueOrThrow({ where: { id: userId }, select: { id: true, userType: true } });
    const daily = (await preferencesOf(tx, user)).filter((preference) => preference.entrega === "DIARIO");
    await setDeliveries(tx, userId, daily.map(({ tipo }) => ({ tipo, entrega: "NUNCA" })));
  });
  return lookup;
}

/** Links past their validity are forgotten (hourly, with the other sweeps). */
export async function forgetOldUnsubscribeTokens(db: Db): Promise<void> {
  await db.unsubscribeToken.deleteMany({ where: { createdAt: { lt: new Date(Date.now() - unsubscribeValidityMs) } } });
}
