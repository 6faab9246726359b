import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Client } from "../support/client.ts";
import { globalId, registerCandidate, registerCompany } from "../support/fixtures.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

let server: TestServer;
let company: Client;
let ana: { client: Client; id: string };
let bruno: { client: Client; id: string };

async function candidate(profile: Record<string, unknown>, skills: string[], experiencias: Record<string, unknown>[] = []) {
  const { client } = await registerCandidate(server.url, { nomeCompleto: profile.nomeCompleto });
  const saved = await client.put("/api/profile", profile);
  if (saved.status !== 200) throw new Error(JSON.stringify(saved.body));
  for (const nome of skills) await client.post("/api/profile/habilidade", { nome });
  for (const experiencia of experiencias) await client.post("/api/profile/experiencia", experiencia);
  return { client, id: saved.body.profile.id as string };
}

beforeAll(async () => {
  server = await startTestServer();
  company = (await registerCompany(server.url)).client;
  ana = await candidate(
    {
      nomeCompleto: "Ana Souza",
      dataNascimento: "1990-03-10",
      genero: "Feminino",
      cpf: "52998224725",
      telefonePrincipal: "11987654321",
      telefoneSecundario: "1133334444",
      enderecoCep: "01001000",
      enderecoRua: "Praça da Sé",
      enderecoNumero: "100",
      enderecoBairro: "Sé",
      enderecoCidade: "São Paulo",
      enderecoEstado: "SP",
      objetivoProfissional: "Desenvolvimento de software com foco em qualidade",
      areaInteresse: "tecnologia",
      nivelProfissional: "SENIOR",
    },
    ["TypeScript", "Comunicação", "Gestão", "SQL", "Docker", "Kubernetes", "Liderança"],
    [{ empresa: "Banco Azul", cargo: "Desenvolvedora", dataInicio: "2018-01-01", descricao: "APIs de pagamentos" }],
  );
  bruno = await candidate(
    { nomeCompleto: "Bruno Técnico", enderecoCidade: "Recife", enderecoEstado: "PE", objetivoProfissional: "Vendas consultivas", areaInteresse: "vendas", nivelProfissional: "JUNIOR" },
    ["Negociação"],
  );
  const course = await bruno.client.post("/api/profile/curso", { nomeCurso: "NR-10 Segurança em Eletricidade", instituicao: "SENAI" });
  const degree = await ana.client.post("/api/profile/formacao", { instituicao: "USP", curso: "Ciência da Computação", nivel: "GRADUACAO", status: "CONCLUIDO" });
  if (course.status !== 201 || degree.status !== 201) throw new Error(JSON.stringify([course.body, degree.body]));
});
afterAll(async () => {
  await server?.close();
});

const names = (body: { nomeCompleto: string }[]) => body.map((c) => c.nomeCompleto);

describe("candidate search", () => {
  it.each([
    ["search=typescript", ["Ana Souza"]],
    ["search=comunicacao", ["Ana Souza"]],
    ["search=desenvolvedor", ["Ana Souza"]],
    ["search=pagamento", ["Ana Souza"]],
    ["search=tecnico", ["Bruno Técnico"]],
    ["search=negociacao vendas", ["Bruno Técnico"]],
    ["area=tecnologia", ["Ana Souza"]],
    ["level=junior", ["Bruno Técnico"]],
    ["location=sao paulo", ["Ana Souza"]],
    ["location=pe", ["Bruno Técnico"]],
    ["area=Todas&search=", ["Bruno Técnico", "Ana Souza"]],
    ["search=typescript&area=vendas", []],
    ["search=NR-10", ["Bruno Técnico"]],
    ["search=eletricidade senai", ["Bruno Técnico"]],
    ["search=ciencia da computacao", ["Ana Souza"]],
  ])("GET /api/candidatos?%s finds %j", async (query, expected) => {
    const response = await company.get(`/api/candidatos?${query}`);
    expect(response.status).toBe(200);
    expect(names(response.body)).toEqual(expected);
  });

  it.each([
    ["dev", ["Ana Souza"]],
    ["typesc", ["Ana Souza"]],
    ["negoc vend", ["Bruno Técnico"]],
    ["tecn", ["Bruno Técnico"]],
  ])("finds what a typed beginning starts: '%s' finds %j", async (search, expected) => {
    const response = await company.get(`/api/candidatos?search=${encodeURIComponent(search)}`);
    expect(names(response.body)).toEqual(expected);
  });

  it("forgets a course once it is deleted", async () => {
    const [course] = (await bruno.client.get("/api/profile/curso")).body;
    expect((await bruno.client.delete(`/api/profile/curso/${course.id}`)).status).toBeLessThan(300);
    expect(names((await company.get("/api/candidatos?search=NR-10")).body)).toEqual([]);
    await bruno.client.post("/api/profile/curso", { nomeCurso: "NR-10 Segurança em Eletricidade", instituicao: "SENAI" });
  });

  it("gives result cards with age, city and every skill; never private fields", async () => {
    const [card] = (await company.get("/api/candidatos?search=typescript")).body;
    expect(card).toMatchObject({ nomeCompleto: "Ana Souza", enderecoCidade: "São Paulo", enderecoEstado: "SP" });
    expect(card.idade).toBeGreaterThanOrEqual(35);
    expect(card.habilidades).toHaveLength(7);
    for (const hidden of ["cpf", "genero", "telefoneSecundario", "enderecoRua", "enderecoNumero", "enderecoCep", "enderecoBairro"]) {
      expect(card).not.toHaveProperty(hidden);
    }
  });

  it("pages through GraphQL", async () => {
    const query = `query ($after: String) { candidatos(first: 1, after: $after) { totalCount pageInfo { hasNextPage endCursor } edges { node { nomeCompleto } } } }`;
    const first = await company.graphql(query);
    expect(first.data.candidatos.totalCount).toBe(2);
    const second = await company.graphql(query, { after: first.data.candidatos.pageInfo.endCursor });
    expect([first.data.candidatos.edges[0].node.nomeCompleto, second.data.candidatos.edges[0].node.nomeCompleto].sort()).toEqual(["Ana Souza", "Bruno Técnico"]);
    expect(second.data.candidatos.pageInfo.hasNextPage).toBe(false);
  });

  it("is for companies only", async () => {
    expect((await ana.client.get("/api/candidatos")).status).toBe(403);
    expect((await new Client(server.url).get("/api/candidatos")).status).toBe(401);
    const gql = await ana.client.graphql("{ candidatos(first: 5) { totalCount } }");
    expect(gql.errors?.[0]?.message).toBe("Acesso negado");
  });

  it("refuses bad filter values", async () => {
    const response = await company.get("/api/candidatos?area=astronomia");
    expect(response.status).toBe(400);
    expect(response.body.message).toBe("Área inválida");
  });
});

describe("privacy of a candidate's profile", () => {
  const hidden = ["cpf", "genero", "telefoneSecundario", "enderecoRua", "enderecoNumero", "enderecoCep", "enderecoBairro"];

  it("REST: a company gets the professional profile and none of the private fields", async () => {
    const response = await company.get(`/api/candidatos/${ana.id}/profile`);
    expect(response.status).toBe(200);
    expect(Object.keys(response.body).sort()).toEqual(["candidato", "cursos", "experiencias", "formacoes", "habilidades", "idiomas"]);
    expect(response.body.candidato).toMatchObject({ nomeCompleto: "Ana Souza", telefone: "11987654321", enderecoCidade: "São Paulo", dataNascimento: "1990-03-10" });
    for (const field of hidden) expect(response.body.candidato).not.toHaveProperty(field);
    expect(JSON.stringify(response.body)).not.toContain("52998224725");
    expect(JSON.stringify(response.body)).not.toContain("Praça da Sé");
    expect(response.body.experiencias[0]).toMatchObject({ empresa: "Banco Azul", cargo: "Desenvolvedora" });
  });

  it("GraphQL: each private field reads null for a company, and its value for the owner", async () => {
    const query = `query ($id: ID!) { candidato(id: $id) { nomeCompleto ${hidden.join(" ")} } }`;
    const asCompany = await company.graphql(query, { id: globalId("Candidato", ana.id) });
    expect(asCompany.data.candidato.nomeCompleto).toBe("Ana Souza");
    for (const field of hidden) expect(asCompany.data.candidato[field]).toBeNull();
    const asOwner = await ana.client.graphql(query, { id: globalId("Candidato", ana.id) });
    expect(asOwner.data.candidato).toMatchObject({ cpf: "52998224725", genero: "FEMININO", enderecoRua: "Praça da Sé" });
  });

  it("another candidate and visitors read no profile at all, by REST, by id or through node()", async () => {
    expect((await bruno.client.get(`/api/candidatos/${ana.id}/profile`)).status).toBe(403);
    expect((await new Client(server.url).get(`/api/candidatos/${ana.id}/profile`)).status).toBe(401);
    for (const client of [bruno.client, new Client(server.url)]) {
      const byId = await client.graphql(`query ($id: ID!) { candidato(id: $id) { nomeCompleto } }`, { id: globalId("Candidato", ana.id) });
      expect(byId.data?.candidato ?? null).toBeNull();
      const byNode = await client.graphql(`query ($id: ID!) { node(id: $id) { ... on Candidato { nomeCompleto } } }`, { id: globalId("Candidato", ana.id) });
      expect(byNode.data?.node ?? null).toBeNull();
      expect(JSON.stringify(byNode)).not.toContain("Ana Souza");
    }
  });

  it("the profile's sections are as private as the profile, through node(id) too", async () => {
    await ana.client.post("/api/profile/formacao", { instituicao: "USP", curso: "Direito", nivel: "GRADUACAO", status: "CONCLUIDO" });
    const [formacao] = (await ana.client.get("/api/profile/formacao")).body;
    const query = `query ($id: ID!) { node(id: $id) { ... on Formacao { instituicao } } }`;
    for (const client of [new Client(server.url), bruno.client]) {
      const result = await client.graphql(query, { id: globalId("Formacao", formacao.id) });
      expect(result.data?.node ?? null).toBeNull();
      expect(JSON.stringify(result)).not.toContain("USP");
    }
    expect((await company.graphql(query, { id: globalId("Formacao", formacao.id) })).data.node).toEqual({ instituicao: "USP" });
  });

  it("answers 'Perfil não encontrado' for an unknown candidate", async () => {
    const response = await company.get("/api/candidatos/nao-existe/profile");
    expect(response.status).toBe(404);
    expect(response.body.message).toBe("Perfil não encontrado");
  });
});
