import type { Config } from "../config.ts";
import type { Db } from "../db/database.ts";
import type { Budget } from "../limits/requests.ts";
import { settingsPath } from "../domain/noticeEmails.ts";
import { findUnsubscribe, unsubscribe, type UnsubscribeLookup, type UnsubscribeScope } from "../domain/unsubscribe.ts";
import { mediaType } from "./crossSite.ts";
import { PayloadTooLarge, readBody } from "../rest/http.ts";
import { unsubscribePage } from "./unsubscribePage.ts";
import { type Request, Response } from "./fetchApi.ts";

// /cancelar-inscricao?token=…, the link of List-Unsubscribe (RFC 8058). A POST
// whose body is `List-Unsubscribe=One-Click` unsubscribes with the token alone:
// mail providers send it from their servers, with no cookie and no Origin of
// ours, so this route alone skips the cross-site check (the token is the
// authority, and it is unguessable). A GET only shows a page with a button
// that does that POST: mail scanners open links, and must change nothing.

const bodyLimit = 4 * 1024;

const whatStops = (scope: UnsubscribeScope) =>
  scope.label ? `os e-mails de "${scope.label}"` : "o resumo diário de notificações por e-mail";

/** The one-click body, urlencoded (what providers send) or multipart (RFC 8058 allows both). */
async function isOneClick(request: Request): Promise<boolean> {
  const type = mediaType(request);
  const body = await readBody(request, bodyLimit);
  if (type === "application/x-www-form-urlencoded") return new URLSearchParams(Buffer.from(body).toString("utf8")).get("List-Unsubscribe") === "One-Click";
  if (type === "multipart/form-data") {
    try {
      const form = await new Response(body, { headers: { "content-type": request.headers.get("content-type")! } }).formData();
      return form.get("List-Unsubscribe") === "One-Click";
    } catch {
      return false;
    }
  }
  return false;
}

/** Answers the link; `budget` is the client's request budget, spent as for /graphql and /api. */
export async function unsubscribeResponse(request: Request, db: Db, config: Config, budget: Budget): Promise<Response> {
  const url = new URL(request.url);
  const token = url.searchParams.get("token");
  const link = `${url.pathname}${url.search}`;
  const page = (status: number, title: string, paragraphs: string[], confirm = false) =>
    unsubscribePage({ brand: config.brand, title, paragraphs, status, settingsUrl: settingsPath, confirmAction: confirm ? link : undefined });
  const refused = (lookup: Exclude<UnsubscribeLookup, { found: true }>) =>
    lookup.reason === "malformed"
      ? page(400, "Link de cancelamento incompleto", ["Este link não está completo. Copie o endereço inteiro do e-mail, ou entre na sua conta para escolher quais e-mails receber."])
      : page(404, "Link de cancelamento inválido ou expirado", ["Não encontramos este link: ele pode ter expirado. Entre na sua conta para escolher quais e-mails receber."]);

  if (!budget.allowed) {
    const response = page(429, "Muitos pedidos", ["Aguarde alguns instantes e tente novamente."]);
    response.headers.set("Retry-After", String(budget.resetSeconds));
    return response;
  }
  if (request.method === "GET" || request.method === "HEAD") {
    const lookup = await findUnsubscribe(db, token);
    if (!lookup.found) return refused(lookup);
    return page(200, "Cancelar inscrição", [`Você deixará de receber ${whatStops(lookup.scope)}.`, "As notificações continuam no site, no sino do topo e na página Notificações."], true);
  }
  if (request.method !== "POST") {
    const response = page(405, "Método não permitido", ["Abra o link do e-mail no navegador para cancelar a inscrição."]);
    response.headers.set("Allow", "GET, HEAD, POST");
    return response;
  }
  let oneClick: boolean;
  try {
    oneClick = await isOneClick(request);
  } catch (error) {
    if (error instanceof PayloadTooLarge) return page(413, "Pedido grande demais", ["Use o botão da página do link para cancelar a inscrição."]);
    throw error;
  }
  if (!oneClick) {
    const lookup = await findUnsubscribe(db, token);
    if (!lookup.found) return refused(lookup);
    return page(400, "Confirme o cancelamento", [`Para deixar de receber ${whatStops(lookup.scope)}, use o botão abaixo.`], true);
  }
  const done = await unsubscribe(db, token);
  if (!done.found) return refused(done);
  return page(200, "Inscrição cancelada", [
    `Pronto: você não receberá mais ${whatStops(done.scope)}.`,
    "As notificações continuam no site. Mudou de ideia? Em Gerenciar preferências você escolhe de novo quais e-mails receber.",
  ]);
}
