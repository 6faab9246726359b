import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { isValidCnpj } from "../../shared/validation/cnpj.ts";
import { emailSchema } from "../../shared/validation/common.ts";
import { parseWith } from "../../shared/validation/parse.ts";
import { cpfSchema, phoneSchema } from "../../shared/validation/profile.ts";
import { openBrowserStore } from "../../web/mock/browser-store.ts";
import { generateMockData } from "../../web/mock/generate.ts";
import { createMockSchema, runMockOperation } from "../../web/mock/schema.ts";
import { globalId, MockStore } from "../../web/mock/store.ts";
import { demoCandidate, demoCompany, demoJob, scenarios, signInAs, type Role } from "../support/mockScenarios.ts";

// `npm run dev:mock` runs the web app against web/mock/ instead of the server. These
// run every operation the app has against it, as the screens would, and check that the
// data reads like real data and that changes show on the next query.

const schema = createMockSchema(readFileSync(new URL("../../schema.graphql", import.meta.url), "utf8"));
const operations: Record<string, string> = JSON.parse(readFileSync(new URL("../../dist/persisted-operations.json", import.meta.url), "utf8"));
const byName = Object.fromEntries(Object.values(operations).map((text) => [/^(?:query|mutation|subscription) (\w+)/.exec(text)![1]!, text]));

const fresh = (role: Role = "visitor") => {
  const store = MockStore.generate();
  signInAs(store, role);
  return store;
};

async function run(store: MockStore, source: string, variables?: Record<string, unknown>) {
  const result = await runMockOperation(schema, store, source, variables);
  expect(result.errors, source.slice(0, 80)).toBeUndefined();
  return result.data as Record<string, any>;
}

describe("every operation of the web app", () => {
  it("has a scenario here (a new operation needs one)", () => {
    expect(Object.keys(byName).sort()).toEqual(Object.keys(scenarios(fresh())).sort());
  });

  for (const name of Object.keys(byName)) {
    it(`${name} runs without errors${name.endsWith("Mutation") ? " and succeeds" : ""}`, async () => {
      const store = fresh();
      const scenario = scenarios(store)[name]!;
      signInAs(store, scenario.as);
      const data = await run(store, byName[name]!, scenario.variables);
      if (!name.endsWith("Mutation")) return;
      const answer = Object.values(data)[0];
      if (typeof answer === "boolean") expect(answer).toBe(true);
      else expect(answer, JSON.stringify(answer)).toMatchObject({ __typename: expect.stringMatching(/Success$/) });
    });
  }
});

describe("the mock's data", () => {
  it("is the same on every load: the same jobs under the same ids", () => {
    const now = Date.UTC(2026, 10, 21, 12);
    const [first, second] = [generateMockData(undefined, now), generateMockData(undefined, now)];
    expect(second).toEqual(first);
    expect(first.vagas.length).toBeGreaterThan(60);
  });

  it("finds every job of the list by its id, on a later load too", async () => {
    const list = await run(fresh(), "{ vagas(first: 100) { edges { node { id titulo } } } }");
    const later = fresh();
    for (const { node } of list.vagas.edges) {
      const found = await run(later, "query($id: ID!) { vaga(id: $id) { titulo } }", { id: node.id });
      expect(found.vaga).toEqual({ titulo: node.titulo });
    }
  });

  it("reads like real people and companies: e-mails, documents, phones, adult ages", async () => {
    const store = fresh("company");
    const { candidatos } = await run(store, "{ candidatos(first: 500) { totalCount edges { node { id email idade telefone } } } }");
    expect(candidatos.totalCount).toBeGreaterThanOrEqual(50);
    for (const { node } of candidatos.edges) {
      expect(parseWith(emailSchema, node.email).ok, node.email).toBe(true);
      expect(node.idade).toBeGreaterThanOrEqual(16);
      expect(node.idade).toBeLessThanOrEqual(80);
      expect(parseWith(phoneSchema, node.telefone).ok, node.telefone).toBe(true);
    }
    for (const candidato of store.data.candidatos) expect(parseWith(cpfSchema, candidato.cpf).ok, String(candidato.cpf)).toBe(true);
    for (const empresa of store.data.empresas) expect(isValidCnpj(empresa.cnpj), empresa.cnpj).toBe(true);
    for (const user of store.data.users) expect(parseWith(emailSchema, user.email).ok, user.email).toBe(true);
  });

  it("has salary ranges in order, and applications only where jobs and candidates exist", () => {
    const { data } = fresh();
    for (const vaga of data.vagas) {
      if (vaga.faixaSalarialMin !== null && vaga.faixaSalarialMax !== null) expect(vaga.faixaSalarialMin).toBeLessThanOrEqual(vaga.faixaSalarialMax);
    }
    for (const candidatura of data.candidaturas) {
      expect(data.vagas.some((vaga) => vaga.id === candidatura.vagaId)).toBe(true);
      expect(data.candidatos.some((candidato) => candidato.id === candidatura.candidatoId)).toBe(true);
    }
  });

  it("gives a completeness that agrees with the sections shown", async () => {
    const store = fresh("candidate");
    const query = "{ viewer { candidato { completude telefone formacoes { id } experiencias { id } habilidades { id } idiomas { id } cursos { id } } } }";
    const { candidato } = (await run(store, query)).viewer;
    const parts = [candidato.telefone, ...["formacoes", "experiencias", "habilidades", "idiomas", "cursos"].map((list) => candidato[list].length)];
    const weights = [20, 20, 20, 15, 15, 10];
    expect(candidato.completude).toBe(weights.reduce((sum, weight, i) => sum + (parts[i] ? weight : 0), 0));
  });

  it("pages lists without repeats: the job search and the demo company's jobs", async () => {
    const store = fresh("company");
    const first = await run(store, "{ vagas(first: 10) { totalCount pageInfo { endCursor hasNextPage } edges { node { id } } } }");
    expect(first.vagas.pageInfo.hasNextPage).toBe(true);
    const second = await run(store, "query($after: String) { vagas(first: 10, after: $after) { edges { node { id } } } }", {
      after: first.vagas.pageInfo.endCursor,
    });
    const ids = [...first.vagas.edges, ...second.vagas.edges].map((edge: { node: { id: string } }) => edge.node.id);
    expect(new Set(ids).size).toBe(20);
    const own = await run(store, "{ viewer { empresa { vagas(first: 20) { totalCount pageInfo { hasNextPage } } } } }");
    expect(own.viewer.empresa.vagas.totalCount).toBeGreaterThan(20);
    expect(own.viewer.empresa.vagas.pageInfo.hasNextPage).toBe(true);
  });
});

describe("changes show on the next query", () => {
  it("a paused job reads as paused and leaves the job search", async () => {
    const store = fresh("company");
    const id = globalId("Vaga", demoJob(store).id);
    const paused = await run(store, byName.useChangeJobStatusMutation!, { id, statusVaga: "PAUSADA" });
    expect(paused.changeVagaStatus.data.statusVaga).toBe("PAUSADA");
    expect((await run(store, "query($id: ID!) { vaga(id: $id) { statusVaga } }", { id })).vaga.statusVaga).toBe("PAUSADA");
    const active = await run(store, "{ vagas(first: 500) { edges { node { id } } } }");
    expect(active.vagas.edges.map((edge: { node: { id: string } }) => edge.node.id)).not.toContain(id);
  });

  it("an application appears on the job and in the candidate's list", async () => {
    const store = fresh("candidate");
    const { vagaId } = scenarios(store).useApplyToJobMutation!.variables as { vagaId: string };
    await run(store, byName.useApplyToJobMutation!, { vagaId, cartaApresentacao: null });
    const after = await run(store, "query($id: ID!) { vaga(id: $id) { viewerHasApplied } viewer { candidato { candidaturas(first: 1) { edges { node { vaga { id } } } } } } }", { id: vagaId });
    expect(after.vaga.viewerHasApplied).toBe(true);
    expect(after.viewer.candidato.candidaturas.edges[0].node.vaga.id).toBe(vagaId);
  });

  it("removing the courses lowers the completeness by their 10%", async () => {
    const store = fresh("candidate");
    const candidato = demoCandidate(store);
    candidato.cursos = [{ id: "curso-1", nomeCurso: "Excel", instituicao: null, anoConclusao: 2020 }];
    const before = (await run(store, "{ viewer { candidato { completude } } }")).viewer.candidato.completude;
    await run(store, byName.useProfileSectionMutationsRemoveCourseMutation!, { id: globalId("Curso", "curso-1") });
    expect((await run(store, "{ viewer { candidato { completude } } }")).viewer.candidato.completude).toBe(before - 10);
  });

  it("refuses invalid input with the server's messages, and saves nothing", async () => {
    const store = fresh("company");
    const { createVaga } = await run(store, byName.useCreateJobMutation!, { input: { titulo: "", faixaSalarialMin: 5000, faixaSalarialMax: 1000 } });
    expect(createVaga.__typename).toBe("InvalidInputError");
    expect(createVaga.fieldErrors.map((error: { path: string[] }) => error.path[0])).toContain("titulo");
    expect(store.data.vagas.some((vaga) => vaga.titulo === "")).toBe(false);
  });
});

describe("signing in and out", () => {
  const viewerQuery = "{ viewer { email userType } }";

  it("starts signed out; login, then viewer is the user; logout, then nobody", async () => {
    const store = fresh();
    expect((await run(store, viewerQuery)).viewer).toBeNull();
    const email = store.data.users.find((user) => user.id === demoCompany(store).userId)!.email;
    const wrong = await run(store, byName.LoginFormMutation!, { input: { email, password: "errada123" } });
    expect(wrong.login).toMatchObject({ __typename: "AuthenticationError", message: "Email ou senha incorretos" });
    await run(store, byName.LoginFormMutation!, { input: { email, password: "encaixe123" } });
    expect((await run(store, viewerQuery)).viewer).toEqual({ email, userType: "EMPRESA" });
    await run(store, byName.useLogoutMutation!);
    expect((await run(store, viewerQuery)).viewer).toBeNull();
  });

  it("signs a new candidate in, and a reload (a new store from sessionStorage) keeps the session", async () => {
    const saved = new Map<string, string>();
    const sessionStorage = { getItem: (key: string) => saved.get(key) ?? null, setItem: (key: string, value: string) => void saved.set(key, value) };
    Object.assign(globalThis, { sessionStorage });
    try {
      const first = openBrowserStore(undefined);
      expect((await run(first, viewerQuery)).viewer).toBeNull();
      const input = { nomeCompleto: "Joana Prado", email: "joana.prado@exemplo.com.br", password: "girassol-azul-42" };
      await run(first, byName.RegisterCandidateFormMutation!, { input });
      const reloaded = openBrowserStore(undefined);
      expect((await run(reloaded, viewerQuery)).viewer).toEqual({ email: input.email, userType: "CANDIDATO" });
      const again = await run(reloaded, byName.RegisterCandidateFormMutation!, { input });
      expect(again.registerCandidate.fieldErrors).toEqual([{ path: ["email"], message: "Este email já está cadastrado" }]);
    } finally {
      Reflect.deleteProperty(globalThis, "sessionStorage");
    }
  });

  it("VITE_MOCK_ROLE=EMPRESA starts a new tab signed in as the demo company, VISITANTE signed out", async () => {
    Object.assign(globalThis, { sessionStorage: { getItem: () => null, setItem: () => {} } });
    try {
      expect((await run(openBrowserStore("EMPRESA"), viewerQuery)).viewer.userType).toBe("EMPRESA");
      expect((await run(openBrowserStore("VISITANTE"), viewerQuery)).viewer).toBeNull();
    } finally {
      Reflect.deleteProperty(globalThis, "sessionStorage");
    }
  });
});
