import { addMocksToSchema } from "@graphql-tools/mock";
import { makeExecutableSchema } from "@graphql-tools/schema";
import { graphql } from "graphql";
import type { FetchFunction } from "relay-runtime";
import schemaSDL from "../../schema.graphql?raw";
import persistedOperations from "../../dist/persisted-operations.json";
import { createEnvironment } from "./environment.ts";

// `npm run dev:mock`: the app against schema.graphql with plausible Portuguese
// values and no server or database, for frontend work.

const pick = <T,>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)] as T;

const mocks = {
  // Global ids, as the server sends them (base64 of "Type:id"); screens decode them for URLs.
  ID: () => btoa(`Mock:${crypto.randomUUID()}`),
  Date: () => new Date(Date.now() - Math.random() * 40 * 86_400_000).toISOString().slice(0, 10),
  String: () => pick(["Desenvolvedor(a) Full Stack", "Analista de Marketing", "São Paulo - SP", "Recife - PE"]),
  Int: () => Math.floor(Math.random() * 12),
  DateTime: () => new Date(Date.now() - Math.random() * 20 * 86_400_000).toISOString(),
  // VITE_MOCK_ROLE=EMPRESA npm run dev:mock shows the company's screens.
  User: () => ({
    email: "ana.souza@exemplo.com.br",
    userType: import.meta.env.VITE_MOCK_ROLE === "EMPRESA" ? "EMPRESA" : "CANDIDATO",
  }),
  Candidato: () => ({ nomeCompleto: pick(["Ana Souza", "Bruno Lima", "Carla Mendes"]) }),
  Empresa: () => ({ nomeEmpresa: pick(["Tech Brasil Ltda", "Padaria Pão Quente", "Construtora Horizonte"]), nomeResponsavel: "João Pereira" }),
  Vaga: () => {
    const min = 2000 + Math.floor(Math.random() * 8) * 500;
    return {
      titulo: pick(["Desenvolvedora Back-end Node.js", "Técnico de Enfermagem", "Analista de Marketing Digital", "Auxiliar Administrativo"]),
      descricao: "Vaga com plano de carreira, treinamentos e ambiente colaborativo.",
      localizacao: pick(["São Paulo - SP", "Recife - PE", "Curitiba - PR", null]),
      areaAtuacao: pick(["tecnologia", "saude", "marketing", "administrativo"]),
      faixaSalarialMin: min,
      faixaSalarialMax: min + 1500,
      statusVaga: "ATIVA",
    };
  },
  FieldError: () => ({ path: ["email"], message: "Email inválido" }),
};

const schema = addMocksToSchema({ schema: makeExecutableSchema({ typeDefs: schemaSDL }), mocks });

const persisted: Record<string, string> = persistedOperations;

const fetchMock: FetchFunction = async (operation, variables) =>
  graphql({ schema, source: operation.text ?? persisted[operation.id ?? ""] ?? "", variableValues: variables }) as never;

export const createMockEnvironment = () => createEnvironment(fetchMock);
