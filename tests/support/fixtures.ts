import { randomBytes } from "node:crypto";
import { Client } from "./client.ts";

// Valid CNPJs generated from the check-digit rule, so each company is unique.
export function makeCnpj(): string {
  const base = Array.from({ length: 12 }, () => Math.floor(Math.random() * 10));
  const digit = (numbers: number[]) => {
    const weights = numbers.length === 12 ? [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] : [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
    const sum = numbers.reduce((acc, n, i) => acc + n * (weights[i] ?? 0), 0);
    const rest = sum % 11;
    return rest < 2 ? 0 : 11 - rest;
  };
  const first = digit(base);
  const second = digit([...base, first]);
  return [...base, first, second].join("");
}

export const uniqueEmail = (prefix: string) => `${prefix}.${randomBytes(4).toString("hex")}@exemplo.com.br`;

export async function registerCandidate(baseUrl: string, overrides: Record<string, unknown> = {}) {
  const client = new Client(baseUrl);
  const payload = { userType: "CANDIDATO", nomeCompleto: "Maria Oliveira", email: uniqueEmail("maria"), password: "segredo123", ...overrides };
  const response = await client.post("/api/register", payload);
  if (response.status !== 201) throw new Error(`candidate registration failed: ${JSON.stringify(response.body)}`);
  return { client, user: response.body as { id: string; email: string }, password: payload.password };
}

export async function registerCompany(baseUrl: string, overrides: Record<string, unknown> = {}) {
  const client = new Client(baseUrl);
  const payload = {
    userType: "EMPRESA",
    nomeEmpresa: "Tech Brasil Ltda",
    cnpj: makeCnpj(),
    nomeResponsavel: "João Pereira",
    email: uniqueEmail("rh"),
    password: "segredo123",
    ...overrides,
  };
  const response = await client.post("/api/register", payload);
  if (response.status !== 201) throw new Error(`company registration failed: ${JSON.stringify(response.body)}`);
  return { client, user: response.body as { id: string; email: string }, password: payload.password };
}

export const jobPayload = (overrides: Record<string, unknown> = {}) => ({
  titulo: "Assistente Administrativo",
  descricao: "Rotinas administrativas, atendimento a fornecedores e controle de documentos.",
  requisitosObrigatorios: "Ensino médio completo e pacote Office.",
  areaAtuacao: "administrativo",
  localizacao: "Curitiba - PR",
  ...overrides,
});

/** Creates a job through the REST shim as the given company and returns its JSON. */
export async function createJob(company: Client, overrides: Record<string, unknown> = {}) {
  const response = await company.post("/api/vagas", jobPayload(overrides));
  if (response.status !== 201) throw new Error(`job creation failed: ${JSON.stringify(response.body)}`);
  return response.body as { id: string; titulo: string; statusVaga: string };
}

export const globalId = (type: string, id: string) => Buffer.from(`${type}:${id}`).toString("base64");
