import { requireSignedIn } from "../auth/policy.ts";
import type { DomainContext } from "./context.ts";
import { InvalidInputError, NotFoundError, UnavailableError } from "./errors.ts";

export interface Endereco {
  cep: string;
  logradouro: string;
  bairro: string;
  localidade: string;
  uf: string;
}

type Answer = { found: true; endereco: Endereco } | { found: false };

const dayMs = 24 * 60 * 60 * 1000;
const cacheLimit = 5_000;
const cache = new Map<string, { answer: Answer; expires: number }>();

// A lookup waits on a provider inside its request's turn (server/http/admission.ts), up to two timeouts:
// a few at once per process, so that a slow provider, or one person asking for many CEPs, cannot take every turn.
const maxLookupsInFlight = 4;
let lookupsInFlight = 0;

function remember(cep: string, answer: Answer) {
  if (cache.size >= cacheLimit) cache.delete(cache.keys().next().value!);
  // An unknown CEP may be created later: remember that for an hour only.
  cache.set(cep, { answer, expires: Date.now() + (answer.found ? 30 * dayMs : dayMs / 24) });
}

/** 8 digits as people write a CEP: 01310-100. */
export const formatCep = (digits: string) => `${digits.slice(0, 5)}-${digits.slice(5)}`;

type Json = Record<string, unknown>;

/** A text field of a provider's answer; anything else reads as empty. */
const text = (value: unknown) => (typeof value === "string" ? value : "");

async function fetchJson(url: string, timeoutMs: number): Promise<{ status: number; body: Json | null }> {
  const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: "application/json" } });
  const raw = await response.text();
  let body: unknown = null;
  try {
    body = raw ? JSON.parse(raw) : null;
  } catch {
    body = null;
  }
  return { status: response.status, body: body && typeof body === "object" ? (body as Json) : null };
}

async function viaCep(base: string, cep: string, timeoutMs: number): Promise<Answer> {
  const { status, body } = await fetchJson(`${base}/ws/${cep}/json/`, timeoutMs);
  if (status !== 200 || !body) throw new Error(`ViaCEP answered ${status}`);
  if (body.erro === true || body.erro === "true") return { found: false };
  return {
    found: true,
    endereco: { cep: formatCep(cep), logradouro: text(body.logradouro), bairro: text(body.bairro), localidade: text(body.localidade), uf: text(body.uf) },
  };
}

async function brasilApi(base: string, cep: string, timeoutMs: number): Promise<Answer> {
  const { status, body } = await fetchJson(`${base}/api/cep/v1/${cep}`, timeoutMs);
  if (status === 404) return { found: false };
  if (status !== 200 || !body) throw new Error(`BrasilAPI answered ${status}`);
  return {
    found: true,
    endereco: { cep: formatCep(cep), logradouro: text(body.street), bairro: text(body.neighborhood), localidade: text(body.city), uf: text(body.state) },
  };
}

/**
 * Looks a CEP up through ViaCEP, falling back to BrasilAPI when ViaCEP fails
 * or times out; answers are cached. Signed-in users only, so we are no open proxy.
 */
export async function lookupCep(ctx: DomainContext, input: string): Promise<Endereco> {
  requireSignedIn(ctx.viewer);
  const cep = String(input ?? "").replace(/\D/g, "");
  if (cep.length !== 8) throw new InvalidInputError([{ path: ["cep"], message: "O CEP deve conter 8 dígitos" }], "CEP inválido");

  const cached = cache.get(cep);
  let answer = cached && cached.expires > Date.now() ? cached.answer : undefined;
  if (!answer) {
    if (lookupsInFlight >= maxLookupsInFlight) {
      ctx.log.warn({ cep, lookupsInFlight }, "CEP lookup refused: too many in flight");
      throw new UnavailableError("Não foi possível consultar o CEP agora. Tente novamente em alguns segundos.");
    }
    lookupsInFlight++;
    try {
      answer = await askProviders(ctx, cep);
    } finally {
      lookupsInFlight--;
    }
    remember(cep, answer);
  }
  if (!answer.found) throw new NotFoundError("CEP não encontrado");
  return answer.endereco;
}

/** ViaCEP, or BrasilAPI when ViaCEP fails or times out. */
async function askProviders(ctx: DomainContext, cep: string): Promise<Answer> {
  const { viaCepUrl, brasilApiUrl, cepTimeoutMs } = ctx.config;
  try {
    return await viaCep(viaCepUrl, cep, cepTimeoutMs);
  } catch (viaCepError) {
    try {
      return await brasilApi(brasilApiUrl, cep, cepTimeoutMs);
    } catch (brasilApiError) {
      ctx.log.warn({ cep, viaCep: String(viaCepError), brasilApi: String(brasilApiError) }, "CEP lookup failed at both providers");
      throw new UnavailableError("Não foi possível consultar o CEP. Tente novamente.");
    }
  }
}

/** For tests: forget cached answers. */
export const clearCepCache = () => cache.clear();
