import { noticeKinds, noticeKindsFor, type NoticeDelivery } from "../../shared/noticeKinds.ts";
import { parseDeliveryChoices, type DeliveryChoice } from "../../shared/validation/noticePreferences.ts";
import { requireSignedIn } from "../auth/policy.ts";
import type { Prisma } from "../db/generated/prisma/client.ts";
import type { EntregaNotificacao, TipoNotificacao, UserType } from "../db/generated/prisma/enums.ts";
import type { DomainContext } from "./context.ts";
import { InvalidInputError } from "./errors.ts";

// How each kind of notice reaches a person by e-mail: at once, in the daily
// digest, or not at all (the in-app notice is always made). The catalogue
// (shared/noticeKinds.ts) holds the defaults; a row holds a choice that differs.

type Reader = Pick<Prisma.TransactionClient, "preferenciaNotificacao">;

export interface NoticePreference {
  tipo: TipoNotificacao;
  rotulo: string;
  entrega: EntregaNotificacao;
  padrao: EntregaNotificacao;
}

/** How this user's notices of this kind are e-mailed now. */
export async function deliveryOf(db: Reader, userId: string, tipo: TipoNotificacao): Promise<NoticeDelivery> {
  const chosen = await db.preferenciaNotificacao.findUnique({ where: { userId_tipo: { userId, tipo } }, select: { entrega: true } });
  return chosen?.entrega ?? noticeKinds[tipo].delivery;
}

/** Every kind a person of this role receives, in the settings page's order, with how it is e-mailed now. */
export async function preferencesOf(db: Reader, user: { id: string; userType: UserType }): Promise<NoticePreference[]> {
  const chosen = new Map((await db.preferenciaNotificacao.findMany({ where: { userId: user.id }, select: { tipo: true, entrega: true } })).map((row) => [row.tipo, row.entrega]));
  return noticeKindsFor(user.userType).map((tipo) => {
    const { label, delivery } = noticeKinds[tipo];
    return { tipo, rotulo: label, padrao: delivery, entrega: chosen.get(tipo) ?? delivery };
  });
}

/** Writes choices (in the caller's transaction): a row for one that differs from the default, none for the default. */
export async function setDeliveries(tx: Reader, userId: string, choices: DeliveryChoice[]): Promise<void> {
  if (!choices.length) return;
  await tx.preferenciaNotificacao.deleteMany({ where: { userId, tipo: { in: choices.map((choice) => choice.tipo) } } });
  const differing = choices.filter((choice) => choice.entrega !== noticeKinds[choice.tipo].delivery);
  if (differing.length) await tx.preferenciaNotificacao.createMany({ data: differing.map((choice) => ({ userId, ...choice })) });
}

/** The viewer's choices, all or none: any bad one refuses the whole list and changes nothing. */
export async function saveNoticePreferences(ctx: Pick<DomainContext, "db" | "viewer">, input: unknown): Promise<{ id: string }> {
  const viewer = requireSignedIn(ctx.viewer);
  const parsed = parseDeliveryChoices(viewer.userType, input);
  if (!parsed.ok) throw new InvalidInputError(parsed.fieldErrors);
  const choices = parsed.value;
  await ctx.db.$transaction((tx) => setDeliveries(tx, viewer.id, choices));
  return { id: viewer.id };
}
