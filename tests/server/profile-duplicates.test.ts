import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerCandidate } from "../support/fixtures.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

type Body = { message?: string; fieldErrors?: { path: string[]; message: string }[] };
const fieldMessage = (body: Body, field: string) => body.fieldErrors?.find((error) => error.path.join(".") === field)?.message;

const names = async (client: Awaited<ReturnType<typeof registerCandidate>>["client"], section: "habilidade" | "idioma") =>
  (await client.get(`/api/profile/${section}`)).body.map((item: { nome?: string; idioma?: string }) => item.nome ?? item.idioma);

describe("a skill or language is on a profile once, however it is written", () => {
  it("REST refuses a skill that differs only in case, accents or spaces, with a field error naming the one already there", async () => {
    const { client } = await registerCandidate(server.url);
    expect((await client.post("/api/profile/habilidade", { nome: "Eletrônica" })).status).toBe(201);
    for (const nome of ["eletrônica", "ELETRONICA", "  eletronica  "]) {
      const repeated = await client.post("/api/profile/habilidade", { nome });
      expect(repeated.status).toBe(400);
      expect(fieldMessage(repeated.body, "nome")).toBe("“Eletrônica” já está nas suas habilidades");
    }
    // A different skill still goes in.
    expect((await client.post("/api/profile/habilidade", { nome: "Eletrotécnica" })).status).toBe(201);
    expect(await names(client, "habilidade")).toEqual(["Eletrônica", "Eletrotécnica"]);
  });

  it("REST refuses a repeated language at any level, and an edit that would make one", async () => {
    const { client } = await registerCandidate(server.url);
    await client.post("/api/profile/idioma", { idioma: "Inglês", nivel: "AVANCADO" });
    const espanhol = await client.post("/api/profile/idioma", { idioma: "Espanhol", nivel: "BASICO" });
    const repeated = await client.post("/api/profile/idioma", { idioma: "ingles", nivel: "FLUENTE" });
    expect(repeated.status).toBe(400);
    expect(fieldMessage(repeated.body, "idioma")).toBe("“Inglês” já está nos seus idiomas");

    const renamed = await client.put(`/api/profile/idioma/${espanhol.body.id}`, { idioma: "INGLÊS", nivel: "BASICO" });
    expect(renamed.status).toBe(400);
    expect(fieldMessage(renamed.body, "idioma")).toBe("“Inglês” já está nos seus idiomas");
    // Changing only the level of an item keeps its own name: not a repeat.
    expect((await client.put(`/api/profile/idioma/${espanhol.body.id}`, { idioma: "espanhol", nivel: "INTERMEDIARIO" })).status).toBe(200);
    expect(await names(client, "idioma")).toEqual(["Inglês", "espanhol"]);
  });

  it("GraphQL answers InvalidInputError with the field's path, and another candidate may have the same skill", async () => {
    const ana = await registerCandidate(server.url);
    const bia = await registerCandidate(server.url);
    const add = (client: typeof ana.client, nome: string) =>
      client.graphql(
        `mutation ($input: HabilidadeInput!) { addHabilidade(input: $input) {
          __typename ... on InvalidInputError { message fieldErrors { path message } } } }`,
        { input: { nome } },
      );
    expect((await add(ana.client, "Atendimento ao cliente")).data.addHabilidade.__typename).toBe("MutationAddHabilidadeSuccess");
    const repeated = (await add(ana.client, "atendimento  ao CLIENTE")).data.addHabilidade;
    expect(repeated.__typename).toBe("InvalidInputError");
    expect(repeated.fieldErrors).toEqual([{ path: ["nome"], message: "“Atendimento ao cliente” já está nas suas habilidades" }]);
    expect((await add(bia.client, "Atendimento ao cliente")).data.addHabilidade.__typename).toBe("MutationAddHabilidadeSuccess");

    const addLanguage = await ana.client.graphql(
      `mutation ($input: IdiomaInput!) { addIdioma(input: $input) { __typename ... on InvalidInputError { fieldErrors { path message } } } }`,
      { input: { idioma: "Francês", nivel: "BASICO" } },
    );
    expect(addLanguage.data.addIdioma.__typename).toBe("MutationAddIdiomaSuccess");
    const again = await ana.client.graphql(
      `mutation ($input: IdiomaInput!) { addIdioma(input: $input) { __typename ... on InvalidInputError { fieldErrors { path message } } } }`,
      { input: { idioma: "frances", nivel: "AVANCADO" } },
    );
    expect(again.data.addIdioma.fieldErrors).toEqual([{ path: ["idioma"], message: "“Francês” já está nos seus idiomas" }]);
  });

  it("two requests at once cannot both add the same skill: the database keeps one", async () => {
    const { client } = await registerCandidate(server.url);
    const answers = await Promise.all(["Solda", "solda", "SOLDA", "Sólda"].map((nome) => client.post("/api/profile/habilidade", { nome })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400, 400, 400]);
    expect(await names(client, "habilidade")).toHaveLength(1);
  });

  it("the database refuses a repeat written around the domain, too", async () => {
    const { client, user } = await registerCandidate(server.url);
    await client.post("/api/profile/habilidade", { nome: "Elétrica predial" });
    const { prisma } = server.database;
    const candidato = await prisma.candidato.findFirstOrThrow({ where: { userId: user.id } });
    await expect(prisma.habilidade.create({ data: { candidatoId: candidato.id, nome: "ELETRICA  PREDIAL" } })).rejects.toMatchObject({ code: "P2002" });
    expect(await prisma.habilidade.count({ where: { candidatoId: candidato.id } })).toBe(1);
  });
});
