import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { clearCepCache } from "../../server/domain/cep.ts";
import { Client } from "../support/client.ts";
import { registerCandidate, registerCompany } from "../support/fixtures.ts";
import { startFakeCep } from "../support/fakeCep.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

let server: TestServer;
let cep: Awaited<ReturnType<typeof startFakeCep>>;

beforeAll(async () => {
  cep = await startFakeCep();
  server = await startTestServer({ viaCepUrl: cep.viaCepUrl, brasilApiUrl: cep.brasilApiUrl, cepTimeoutMs: 300 });
});
afterAll(async () => {
  await server?.close();
  await cep?.close();
});

const fieldMessage = (body: { fieldErrors?: { path: string[]; message: string }[] }, field: string) =>
  body.fieldErrors?.find((error) => error.path.join(".") === field)?.message;

describe("completeness", () => {
  it("grows by the spec's weights from 0% to 100%", async () => {
    const { client } = await registerCandidate(server.url, { nomeCompleto: "Carla Dias" });
    const completude = async () => (await client.get("/api/profile")).body.profile.completude;
    // Name and email alone are not the personal section: it needs a phone too.
    expect(await completude()).toBe(0);
    await client.put("/api/profile", { telefonePrincipal: "(11) 98765-4321" });
    expect(await completude()).toBe(20);
    await client.post("/api/profile/formacao", { instituicao: "USP", curso: "Administração", nivel: "GRADUACAO", status: "CONCLUIDO", dataInicio: "2015-02-01", dataFim: "2019-12-01" });
    expect(await completude()).toBe(40);
    await client.post("/api/profile/experiencia", { empresa: "Loja X", cargo: "Vendedora", dataInicio: "2020-01-01", descricao: "Atendimento" });
    expect(await completude()).toBe(60);
    await client.post("/api/profile/habilidade", { nome: "Excel" });
    expect(await completude()).toBe(75);
    await client.post("/api/profile/idioma", { idioma: "Inglês", nivel: "AVANCADO" });
    expect(await completude()).toBe(90);
    const curso = await client.post("/api/profile/curso", { nomeCurso: "Power BI", instituicao: "Alura", anoConclusao: 2024 });
    expect(await completude()).toBe(100);
    const gql = await client.graphql("{ viewer { candidato { completude } } }");
    expect(gql.data.viewer.candidato.completude).toBe(100);
    await client.delete(`/api/profile/curso/${curso.body.id}`);
    expect(await completude()).toBe(90);
  });
});

describe("candidate personal section", () => {
  it("saves every field, masks removed, and keeps the email", async () => {
    const { client, user } = await registerCandidate(server.url);
    const response = await client.put("/api/profile", {
      nomeCompleto: "Ana Paula Souza",
      email: "outro@exemplo.com",
      dataNascimento: "1995-06-15",
      genero: "Feminino",
      cpf: "529.982.247-25",
      telefonePrincipal: "(11) 98765-4321",
      telefoneSecundario: "(11) 3333-4444",
      enderecoCep: "01001-000",
      enderecoRua: "Praça da Sé",
      enderecoNumero: "100",
      enderecoBairro: "Sé",
      enderecoCidade: "São Paulo",
      enderecoEstado: "sp",
      linkLinkedIn: "linkedin.com/in/anapaula",
      linkPortfolio: "https://ana.dev",
      objetivoProfissional: "Atuar com análise de dados",
      areaInteresse: "tecnologia",
      nivelProfissional: "PLENO",
    });
    expect(response.status).toBe(200);
    expect(response.body.profile).toMatchObject({
      nomeCompleto: "Ana Paula Souza",
      email: user.email,
      dataNascimento: "1995-06-15",
      genero: "Feminino",
      cpf: "52998224725",
      telefonePrincipal: "11987654321",
      telefoneSecundario: "1133334444",
      enderecoCep: "01001000",
      enderecoEstado: "SP",
      linkLinkedIn: "https://linkedin.com/in/anapaula",
      areaInteresse: "tecnologia",
      nivelProfissional: "PLENO",
    });
  });

  it.each([
    ["nomeCompleto", { nomeCompleto: "A" }, "Nome deve ter pelo menos 2 caracteres"],
    ["cpf", { cpf: "111.111.111-11" }, "CPF inválido"],
    ["cpf", { cpf: "529.982.247-26" }, "CPF inválido"],
    ["telefonePrincipal", { telefonePrincipal: "1234" }, "Telefone inválido"],
    ["enderecoCep", { enderecoCep: "0100" }, "CEP inválido"],
    ["enderecoEstado", { enderecoEstado: "XX" }, "Estado inválido"],
    ["dataNascimento", { dataNascimento: "2999-01-01" }, "A data de nascimento deve estar no passado"],
    ["dataNascimento", { dataNascimento: "1990-02-30" }, "Data inválida"],
    ["dataNascimento", { dataNascimento: "0000-01-01" }, "Informe uma data a partir de 1900"],
    ["linkPortfolio", { linkPortfolio: "não é link" }, "Link inválido"],
    ["genero", { genero: "Outro" }, "Gênero inválido"],
  ])("refuses a bad %s with '%s'", async (field, input, message) => {
    const { client } = await registerCandidate(server.url);
    const response = await client.put("/api/profile", input);
    expect(response.status).toBe(400);
    expect(fieldMessage(response.body, field)).toBe(message);
  });
});

describe("list sections", () => {
  it("adds, edits in place, lists and removes items of one's own profile only", async () => {
    const owner = await registerCandidate(server.url);
    const other = await registerCandidate(server.url);
    const added = await owner.client.post("/api/profile/habilidade", { nome: "Excel" });
    expect(added.status).toBe(201);
    const edited = await owner.client.put(`/api/profile/habilidade/${added.body.id}`, { nome: "Excel avançado" });
    expect(edited.body.nome).toBe("Excel avançado");
    expect((await owner.client.get("/api/profile/habilidade")).body.map((h: { nome: string }) => h.nome)).toEqual(["Excel avançado"]);

    expect((await other.client.put(`/api/profile/habilidade/${added.body.id}`, { nome: "Roubada" })).status).toBe(404);
    expect((await other.client.delete(`/api/profile/habilidade/${added.body.id}`)).status).toBe(404);
    expect((await other.client.get("/api/profile/habilidade")).body).toEqual([]);

    const removed = await owner.client.delete(`/api/profile/habilidade/${added.body.id}`);
    expect(removed.status).toBe(200);
    expect((await owner.client.get("/api/profile/habilidade")).body).toEqual([]);
  });

  it("validates section items", async () => {
    const { client } = await registerCandidate(server.url);
    const formacao = await client.post("/api/profile/formacao", { instituicao: "", curso: "Direito", nivel: "GRADUACAO", status: "CONCLUIDO" });
    expect(fieldMessage(formacao.body, "instituicao")).toBe("Instituição é obrigatória");
    const datas = await client.post("/api/profile/experiencia", { empresa: "X", cargo: "Y", dataInicio: "2022-01-01", dataFim: "2021-01-01" });
    expect(fieldMessage(datas.body, "dataFim")).toBe("A data de término deve ser depois do início");
    const idioma = await client.post("/api/profile/idioma", { idioma: "Inglês", nivel: "NATIVO" });
    expect(fieldMessage(idioma.body, "nivel")).toBe("Nível é obrigatório");
    expect((await client.post("/api/profile/hobby", { nome: "x" })).status).toBe(404);
  });

  it("edits sections through GraphQL, answering with the whole profile", async () => {
    const { client } = await registerCandidate(server.url);
    const added = await client.graphql(
      `mutation ($input: IdiomaInput!) { addIdioma(input: $input) { __typename ... on MutationAddIdiomaSuccess { data { completude idiomas { id idioma nivel } } } } }`,
      { input: { idioma: "Espanhol", nivel: "INTERMEDIARIO" } },
    );
    const profile = added.data.addIdioma.data;
    expect(profile.idiomas).toEqual([{ id: expect.any(String), idioma: "Espanhol", nivel: "INTERMEDIARIO" }]);
    expect(profile.completude).toBe(15);
    const removed = await client.graphql(`mutation ($id: ID!) { removeIdioma(id: $id) { ... on MutationRemoveIdiomaSuccess { data { idiomas { id } } } } }`, {
      id: profile.idiomas[0].id,
    });
    expect(removed.data.removeIdioma.data.idiomas).toEqual([]);
  });

  it("refuses sections to companies and visitors", async () => {
    const { client } = await registerCompany(server.url);
    expect((await client.post("/api/profile/habilidade", { nome: "Excel" })).status).toBe(403);
    expect((await new Client(server.url).get("/api/profile/habilidade")).status).toBe(401);
  });
});

describe("company profile", () => {
  it("saves the profile, and the company name follows on its jobs", async () => {
    const { client } = await registerCompany(server.url, { nomeEmpresa: "Nome Antigo" });
    const job = await client.post("/api/vagas", {
      titulo: "Vendedor",
      descricao: "Vendas",
      requisitosObrigatorios: "Comunicação",
      areaAtuacao: "vendas",
    });
    const saved = await client.put("/api/profile", {
      nomeEmpresa: "Nome Novo Ltda",
      descricaoEmpresa: "Empresa de varejo",
      setorAtuacao: "Varejo",
      website: "nomenovo.com.br",
      enderecoCep: "20040-002",
      enderecoEstado: "RJ",
    });
    expect(saved.status).toBe(200);
    expect(saved.body.profile).toMatchObject({ nomeEmpresa: "Nome Novo Ltda", website: "https://nomenovo.com.br", enderecoCep: "20040002" });
    expect((await client.get(`/api/vagas/${job.body.id}`)).body.empresa.nomeEmpresa).toBe("Nome Novo Ltda");
  });

  it.each([
    ["nomeEmpresa", { nomeEmpresa: "X" }, "Nome da empresa deve ter pelo menos 2 caracteres"],
    ["cnpj", { cnpj: "123" }, "CNPJ deve ter 14 dígitos"],
    ["cnpj", { cnpj: "11.222.333/0001-80" }, "CNPJ inválido"],
    ["website", { website: "não é site" }, "Link inválido"],
  ])("refuses a bad %s with '%s'", async (field, input, message) => {
    const { client } = await registerCompany(server.url);
    const response = await client.put("/api/profile", input);
    expect(response.status).toBe(400);
    expect(fieldMessage(response.body, field)).toBe(message);
  });

  it("accepts an alphanumeric CNPJ and refuses one another company has", async () => {
    const a = await registerCompany(server.url);
    const b = await registerCompany(server.url);
    expect((await a.client.put("/api/profile", { cnpj: "12.ABC.345/01DE-35" })).body.profile.cnpj).toBe("12ABC34501DE35");
    const taken = await b.client.put("/api/profile", { cnpj: "12ABC34501DE35" });
    expect(taken.status).toBe(400);
    expect(fieldMessage(taken.body, "cnpj")).toBe("Este CNPJ já está cadastrado");
  });
});

describe("CEP lookup", () => {
  beforeEach(() => {
    clearCepCache();
    cep.state.viaCepDown = false;
    cep.state.brasilApiDown = false;
  });

  it("finds an address through ViaCEP and caches it", async () => {
    const { client } = await registerCandidate(server.url);
    const before = cep.state.viaCepCalls;
    const found = await client.get("/api/cep/01001-000");
    expect(found.status).toBe(200);
    expect(found.body).toEqual({ cep: "01001-000", logradouro: "Praça da Sé", bairro: "Sé", localidade: "São Paulo", uf: "SP" });
    await client.get("/api/cep/01001000");
    expect(cep.state.viaCepCalls - before).toBe(1);
  });

  it("answers 'CEP não encontrado' for an unknown CEP", async () => {
    const { client } = await registerCandidate(server.url);
    const response = await client.get("/api/cep/99999999");
    expect(response.status).toBe(404);
    expect(response.body.message).toBe("CEP não encontrado");
  });

  it.each(["error", "hang"] as const)("falls back to BrasilAPI when ViaCEP is down (%s)", async (mode) => {
    cep.state.viaCepDown = mode;
    const { client } = await registerCandidate(server.url);
    const started = Date.now();
    const response = await client.get("/api/cep/20040002");
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ localidade: "Rio de Janeiro", uf: "RJ", logradouro: "Rua da Assembleia" });
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it("says 'Não foi possível consultar o CEP' when both providers are down", async () => {
    cep.state.viaCepDown = "error";
    cep.state.brasilApiDown = true;
    const { client } = await registerCandidate(server.url);
    const response = await client.get("/api/cep/01001000");
    expect(response.status).toBe(503);
    expect(response.body.message).toBe("Não foi possível consultar o CEP. Tente novamente.");
  });

  it("asks the providers for a few CEPs at once: more, while they are slow, are told to try again at once", async () => {
    cep.state.viaCepDown = "hang";
    cep.state.brasilApiDown = true;
    const { client } = await registerCandidate(server.url);
    const before = cep.state.viaCepCalls;
    const ceps = Array.from({ length: 12 }, (_, i) => `0131${String(i).padStart(4, "0")}`);
    const answers = await Promise.all(ceps.map((digits) => client.get(`/api/cep/${digits}`)));
    expect(answers.every((answer) => answer.status === 503)).toBe(true);
    const refused = answers.filter((answer) => answer.body.message === "Não foi possível consultar o CEP agora. Tente novamente em alguns segundos.");
    expect(refused.length).toBeGreaterThan(0);
    // Each lookup let through asked ViaCEP once; the refused asked nobody.
    expect(cep.state.viaCepCalls - before).toBe(ceps.length - refused.length);
  });

  it("refuses a CEP without 8 digits, and visitors", async () => {
    const { client } = await registerCandidate(server.url);
    const response = await client.get("/api/cep/1234");
    expect(response.status).toBe(400);
    expect(fieldMessage(response.body, "cep")).toBe("O CEP deve conter 8 dígitos");
    expect(response.body.message).toBe("CEP inválido");
    expect((await new Client(server.url).get("/api/cep/01001000")).status).toBe(401);
  });

  it("answers through GraphQL with typed results", async () => {
    const { client } = await registerCompany(server.url);
    const query = `query ($cep: String!) { cep(cep: $cep) { __typename ... on QueryCepSuccess { data { cidade uf logradouro } } ... on Error { message } } }`;
    expect((await client.graphql(query, { cep: "01001000" })).data.cep).toEqual({
      __typename: "QueryCepSuccess",
      data: { cidade: "São Paulo", uf: "SP", logradouro: "Praça da Sé" },
    });
    expect((await client.graphql(query, { cep: "99999999" })).data.cep).toEqual({ __typename: "NotFoundError", message: "CEP não encontrado" });
  });
});
