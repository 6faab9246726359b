import { noticeDeliveryLabels, noticeKinds, noticeKindsFor, type NoticeDelivery } from "../../shared/noticeKinds.ts";
import { requireSignedIn } from "../auth/policy.ts";
import type { Prisma } from "../db/generated/prisma/client.ts";
import type { EntregaNotificacao, TipoNotificacao, UserType } from "../db/generated/prisma/enums.ts";
import type { DomainContext } from "./context.ts";
import { InvalidInputError, type FieldError } from "./errors.ts";

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

export interface DeliveryChoice {
  tipo: TipoNotificacao;
  entrega: EntregaNotificacao;
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

const roleNames: Record<UserType, string> = { CANDIDATO: "candidatos", EMPRESA: "empresas" };
const deliveries = Object.keys(noticeDeliveryLabels) as EntregaNotificacao[];
const choiceList = deliveries.map((delivery) => `'${noticeDeliveryLabels[delivery]}'`).join(", ");

/** The choices sent, checked whole: a kind of the viewer's role, once each, a known delivery. */
function checkedChoices(role: UserType, input: unknown): DeliveryChoice[] {
  if (!Array.isArray(input)) throw new InvalidInputError([{ path: ["preferencias"], message: "Envie a lista de preferências" }]);
  const errors: FieldError[] = [];
  const seen = new Set<unknown>();
  input.forEach((choice: Partial<DeliveryChoice> | null, index) => {
    const path = ["preferencias", String(index)];
    const tipo = choice?.tipo;
    if (typeof tipo !== "string" || !Object.hasOwn(noticeKinds, tipo)) errors.push({ path: [...path, "tipo"], message: "Tipo de notificação desconhecido" });
    else if (noticeKinds[tipo as TipoNotificacao].role !== role) {
      const { label, role: owner } = noticeKinds[tipo as TipoNotificacao];
      errors.push({ path: [...path, "tipo"], message: `"${label}" é um aviso só para ${roleNames[owner]}: sua conta não o recebe` });
    } else if (seen.has(tipo)) errors.push({ path: [...path, "tipo"], message: `"${noticeKinds[tipo as TipoNotificacao].label}" aparece mais de uma vez` });
    seen.add(tipo);
    if (!deliveries.includes(choice?.entrega as EntregaNotificacao)) errors.push({ path: [...path, "entrega"], message: `Escolha ${choiceList}` });
  });
  if (errors.length) throw new InvalidInputError(errors);
  return input as DeliveryChoice[];
}

/** The viewer's choices, all or none: any bad one refuses the whole list and changes nothing. */
export async function saveNoticePreferences(ctx: Pick<DomainContext, "db" | "viewer">, input: unknown): Promise<{ id: string }> {
  const viewer = requireSignedIn(ctx.viewer);
  const choices = checkedChoices(viewer.userType, input);
  await ctx.db.$transaction((tx) => setDeliveries(tx, viewer.id, choices));
  return { id: viewer.id };
}
