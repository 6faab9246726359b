import type { EntregaNotificacao, TipoNotificacao, UserType } from "../../server/db/generated/prisma/enums.ts";
import { noticeDeliveryLabels, noticeKinds } from "../noticeKinds.ts";
import type { FieldError, Parsed } from "./parse.ts";

// The rules of saving notice preferences, for the server and the mock alike:
// each kind one of the person's role, once, with a known delivery.

export interface DeliveryChoice {
  tipo: TipoNotificacao;
  entrega: EntregaNotificacao;
}

const roleNames: Record<UserType, string> = { CANDIDATO: "candidatos", EMPRESA: "empresas" };
const deliveries = Object.keys(noticeDeliveryLabels) as EntregaNotificacao[];
const deliveryList = deliveries.map((delivery) => `'${noticeDeliveryLabels[delivery]}'`).join(", ");

const isKind = (tipo: unknown): tipo is TipoNotificacao => typeof tipo === "string" && Object.hasOwn(noticeKinds, tipo);

/** The choices sent, checked whole: any bad one refuses the list. */
export function parseDeliveryChoices(role: UserType, input: unknown): Parsed<DeliveryChoice[]> {
  if (!Array.isArray(input)) return { ok: false, fieldErrors: [{ path: ["preferencias"], message: "Envie a lista de preferências" }] };
  const fieldErrors: FieldError[] = [];
  const seen = new Set<TipoNotificacao>();
  input.forEach((choice: Partial<Record<keyof DeliveryChoice, unknown>> | null, index) => {
    const path = ["preferencias", String(index)];
    const tipo = choice?.tipo;
    if (!isKind(tipo)) fieldErrors.push({ path: [...path, "tipo"], message: "Tipo de notificação desconhecido" });
    else if (noticeKinds[tipo].role !== role) {
      const { label, role: owner } = noticeKinds[tipo];
      fieldErrors.push({ path: [...path, "tipo"], message: `"${label}" é um aviso só para ${roleNames[owner]}: sua conta não o recebe` });
    } else if (seen.has(tipo)) fieldErrors.push({ path: [...path, "tipo"], message: `"${noticeKinds[tipo].label}" aparece mais de uma vez` });
    else seen.add(tipo);
    if (!deliveries.includes(choice?.entrega as EntregaNotificacao)) fieldErrors.push({ path: [...path, "entrega"], message: `Escolha ${deliveryList}` });
  });
  return fieldErrors.length ? { ok: false, fieldErrors } : { ok: true, value: input as DeliveryChoice[] };
}
