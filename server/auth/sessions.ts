import { createHash, randomBytes } from "node:crypto";
import type { Db } from "../db/database.ts";
import type { UserType } from "../db/generated/prisma/client.ts";

export interface SessionUser {
  id: string;
  email: string;
  userType: UserType;
  /** The candidate profile of a CANDIDATO, for ownership checks without another query. */
  candidatoId: string | null;
  /** The company of an EMPRESA. */
  empresaId: string | null;
}

export const sessionUserSelect = {
  id: true,
  email: true,
  userType: true,
  candidato: { select: { id: true } },
  empresa: { select: { id: true } },
} as const;

export function toSessionUser(user: {
  id: string;
  email: string;
  userType: UserType;
  candidato: { id: string } | null;
  empresa: { id: string } | null;
}): SessionUser {
  return {
    id: user.id,
    email: user.email,
    userType: user.userType,
    candidatoId: user.candidato?.id ?? null,
    empresaId: user.empresa?.id ?? null,
  };
}

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** Starts a session and returns the token for the cookie; the database keeps only its hash. */
export async function createSession(db: Db, userId: string, days: number): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  await db.session.create({ data: { id: hashToken(token), userId, expiresAt } });
  return { token, expiresAt };
}

export async function findSessionUser(db: Db, token: string | undefined): Promise<SessionUser | null> {
  if (!token) return null;
  const session = await db.session.findUnique({
    where: { id: hashToken(token) },
    select: { expiresAt: true, user: { select: sessionUserSelect } },
  });
  if (!session || session.expiresAt.getTime() <= Date.now()) return null;
  return toSessionUser(session.user);
}

export async function deleteSession(db: Db, token: string | undefined): Promise<void> {
  if (!token) return;
  await db.session.deleteMany({ where: { id: hashToken(token) } });
}

export async function deleteExpiredSessions(db: Db): Promise<number> {
  const { count } = await db.session.deleteMany({ where: { expiresAt: { lte: new Date() } } });
  return count;
}
