import { escapeHtml } from "./escapeHtml.ts";
import { Response } from "./fetchApi.ts";

/**
 * A page that answers when the app's own cannot be served (too many requests, too busy): plain HTML in
 * Portuguese, readable on a phone, costing nothing to build when the process has nothing to spare.
 */
export function statusPage(status: number, title: string, message: string): Response {
  const html = `<!doctype html><html lang="pt-BR"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p></html>`;
  return new Response(html, { status, headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" } });
}
