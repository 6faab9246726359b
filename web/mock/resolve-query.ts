import { parseWith } from "../../shared/validation/parse.ts";
import { cepSchema } from "../../shared/validation/profile.ts";
import { connection, type PageArgs } from "./connection.ts";
import { requireOwner, type MockContext } from "./context.ts";
import { lookupCep } from "./places.ts";
import { databaseId } from "./results.ts";
import { searchCandidatos, searchVagas, type CandidatoFiltros, type VagaFiltros } from "./search.ts";
import type { MockStore } from "./store.ts";
import { sectionLists, type SectionType } from "./types.ts";

// The root queries. Ids are global ids ("Vaga:…" in base64); one that names
// nothing, or another type, reads as null, as `node` does on the server.

export function parseGlobalId(id: string): { type: string; id: string } | null {
  try {
    const decoded = atob(id);
    const colon = decoded.indexOf(":");
    return colon > 0 ? { type: decoded.slice(0, colon), id: decoded.slice(colon + 1) } : null;
  } catch {
    return null;
  }
}

/** The record a global id names, tagged with its type for the Node interface; null when there is none. */
export function findNode(store: MockStore, globalId: string) {
  const parsed = parseGlobalId(globalId);
  if (!parsed) return null;
  const tagged = <T extends object>(record: T | undefined) => (record ? { ...record, __typename: parsed.type } : null);
  switch (parsed.type) {
    case "Vaga":
      return tagged(store.vaga(parsed.id));
    case "Empresa":
      return tagged(store.empresa(parsed.id));
    case "Candidato":
      return canReadCandidate(store, parsed.id) ? tagged(store.candidato(parsed.id)) : null;
    case "Interesse":
      return tagged(store.interesse(parsed.id));
    default:
      return parsed.type in sectionLists ? tagged(store.section(parsed.type as SectionType, parsed.id)?.item) : null;
  }
}

/** Companies read candidates' profiles; a candidate only their own. */
const canReadCandidate = (store: MockStore, id: string) => {
  const viewer = store.viewer();
  return viewer?.userType === "EMPRESA" || viewer?.candidatoId === id;
};

export const queryResolvers = {
  Query: {
    viewer: (_: unknown, __: unknown, { store }: MockContext) => store.viewer(),
    vaga: (_: unknown, { id }: { id: string }, { store }: MockContext) => store.vaga(databaseId(id, "Vaga")) ?? null,
    node: (_: unknown, { id }: { id: string }, { store }: MockContext) => findNode(store, id),
    nodes: (_: unknown, { ids }: { ids: string[] }, { store }: MockContext) => ids.map((id) => findNode(store, id)),
    vagas: (_: unknown, args: PageArgs & { filtros?: VagaFiltros }, { store }: MockContext) =>
      connection(searchVagas(store, args.filtros), args),
    candidato: (_: unknown, { id }: { id: string }, { store }: MockContext) => {
      const candidatoId = databaseId(id, "Candidato");
      return canReadCandidate(store, candidatoId) ? (store.candidato(candidatoId) ?? null) : null;
    },
    candidatos: (_: unknown, args: PageArgs & { filtros?: CandidatoFiltros }, { store }: MockContext) => {
      requireOwner(store.viewer()?.userType === "EMPRESA");
      return connection(searchCandidatos(store, args.filtros), args);
    },
    cep: (_: unknown, { cep }: { cep: string }) => {
      const parsed = parseWith(cepSchema, cep);
      if (!parsed.ok || !parsed.value) return { __typename: "InvalidInputError", message: "CEP inválido", fieldErrors: [{ path: ["cep"], message: "CEP inválido" }] };
      const endereco = lookupCep(parsed.value);
      return endereco ? { __typename: "QueryCepSuccess", data: endereco } : { __typename: "NotFoundError", message: "CEP não encontrado" };
    },
  },
};
