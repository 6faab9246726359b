import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { type OperationDefinitionNode, parse } from "graphql";
import { GraphQLClient } from "graphql-request";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { codeBlocks } from "../../scripts/partner-docs/guide.ts";
import { fileUrl, partnerDocsFiles } from "../../scripts/partner-docs/files.ts";
import { createApiKey } from "../../server/auth/apiKeys.ts";
import type { Client } from "../support/client.ts";
import { createJob, globalId, registerCompany } from "../support/fixtures.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

// docs/parceiros.md (and the /desenvolvedores page made from it) tells partners what to send: every
// example in it runs here, as written, against a production server with a partner key.

const run = promisify(execFile);
const guide = await readFile(fileUrl("docs/parceiros.md"), "utf8");
const blocks = codeBlocks(guide);
const block = (label: string) => {
  const found = blocks.find((b) => b.label === label);
  if (!found) throw new Error(`docs/parceiros.md has no code block labelled ${label}`);
  return found.code;
};

it("the reference and the page's content match the guide and the public schema (run `npm run schema` when this fails)", async () => {
  for (const { file, printed } of await partnerDocsFiles()) {
    expect(await readFile(fileUrl(file), "utf8"), file).toBe(printed);
  }
});

let server: TestServer;
let key: string;
let company: Client;
const publicUrl = "https://vagas.exemplo.com.br";

beforeAll(async () => {
  server = await startTestServer({ production: true, publicUrl });
  key = (await createApiKey(server.database.prisma, "Portal dos Exemplos")).key;
  company = (await registerCompany(server.url, { nomeEmpresa: "Exemplo Alimentos" })).client;
});
afterAll(() => server.close());

/** Each script runs in a folder of its own, as a partner would run it, with the two variables the guide sets. */
async function inFolder() {
  const folder = await mkdtemp(path.join(tmpdir(), "encaixe-parceiros-"));
  return {
    folder,
    options: { cwd: folder, env: { ...process.env, GRAPHQL_URL: `${server.url}/graphql`, CHAVE_API: key }, timeout: 60_000 },
    copy: async () => JSON.parse(await readFile(path.join(folder, "vagas.json"), "utf8")) as Record<string, { titulo: string; statusVaga: string; url: string }>,
    remove: () => rm(folder, { recursive: true, force: true }),
  };
}

/** The site's jobs as the partner's copy should hold them: by global id, title and status. */
async function siteJobs() {
  const rows = await server.database.prisma.vaga.findMany({ select: { id: true, titulo: true, statusVaga: true } });
  return Object.fromEntries(rows.map((row) => [globalId("Vaga", row.id), `${row.titulo} ${row.statusVaga}`]));
}
const summary = (copy: Record<string, { titulo: string; statusVaga: string }>) =>
  Object.fromEntries(Object.entries(copy).map(([id, job]) => [id, `${job.titulo} ${job.statusVaga}`]));

describe("the guide's sync scripts", () => {
  it("keep a copy equal to the site's jobs through a full load, changes and deletions, in shell and in TypeScript", async () => {
    const jobs = [];
    for (const titulo of ["Confeiteira", "Padeiro", "Atendente de Balcão", "Entregador"]) jobs.push(await createJob(company, { titulo }));
    await company.put(`/api/vagas/${jobs[1]!.id}`, { statusVaga: "PAUSADA" });

    const shell = await inFolder();
    const typescript = await inFolder();
    try {
      await writeFile(path.join(shell.folder, "sincronizar.sh"), block("sincronizar.sh"));
      // The guide's `import … from "graphql-request"`, resolved to this repository's copy of the package.
      const client = pathToFileURL(path.resolve("node_modules/graphql-request/build/entrypoints/main.js")).href;
      await writeFile(path.join(typescript.folder, "sincronizar.ts"), block("sincronizar.ts").replace('from "graphql-request"', `from "${client}"`));
      const sync = async () => {
        const [sh, ts] = await Promise.all([
          run("bash", ["sincronizar.sh"], shell.options),
          run(process.execPath, ["sincronizar.ts"], typescript.options),
        ]);
        return [sh.stdout.trim(), ts.stdout.trim()];
      };

      const expected = await siteJobs();
      expect(await sync()).toEqual([`4 vagas na cópia`, `4 vagas na cópia`]);
      for (const folder of [shell, typescript]) {
        const copy = await folder.copy();
        expect(summary(copy)).toEqual(expected);
        expect(copy[globalId("Vaga", jobs[0]!.id)]?.url).toBe(`${publicUrl}/jobs/${jobs[0]!.id}`);
      }

      await company.put(`/api/vagas/${jobs[0]!.id}`, { titulo: "Confeiteira (turno da manhã)" });
      await company.put(`/api/vagas/${jobs[2]!.id}`, { statusVaga: "ENCERRADA" });
      expect((await company.delete(`/api/vagas/${jobs[3]!.id}`)).status).toBeLessThan(300);
      await createJob(company, { titulo: "Auxiliar de Produção" });

      expect(await sync()).toEqual([`4 vagas na cópia`, `4 vagas na cópia`]);
      const now = await siteJobs();
      expect(Object.values(now)).toContain("Atendente de Balcão ENCERRADA");
      for (const folder of [shell, typescript]) expect(summary(await folder.copy())).toEqual(now);
    } finally {
      await Promise.all([shell.remove(), typescript.remove()]);
    }
  }, 120_000);
});

describe("the guide's other examples", () => {
  it("answer with data and no errors: every curl command", async () => {
    const commands = blocks.filter((b) => b.language === "sh" && b.code.includes("curl") && b.label !== "sincronizar.sh");
    expect(commands.length).toBeGreaterThanOrEqual(3);
    const folder = await inFolder();
    try {
      for (const { label, code } of commands) {
        const { stdout } = await run("bash", ["-c", code], folder.options);
        const body = JSON.parse(stdout);
        expect(body.errors, label).toBeUndefined();
        expect(Object.values(body.data).every((value) => value !== null), label).toBe(true);
      }
    } finally {
      await folder.remove();
    }
  });

  it("answer with data and no errors: every GraphQL document, with a standard client", async () => {
    const job = await createJob(company, { titulo: "Vaga dos exemplos" });
    const id = globalId("Vaga", job.id);
    const variables: Record<string, Record<string, unknown>> = {
      BuscarVagas: {},
      Referencias: {},
      UmaVaga: { id },
      VariasVagas: { ids: [id, globalId("Vaga", "nao-existe")] },
      EnderecoDaVaga: { id },
    };
    const documents = blocks.filter((b) => b.language === "graphql").map((b) => b.code);
    const names = documents.map((document) => (parse(document).definitions[0] as OperationDefinitionNode).name?.value);
    expect(names.sort()).toEqual(Object.keys(variables).sort());

    const partner = new GraphQLClient(`${server.url}/graphql`, { headers: { authorization: `Bearer ${key}` } });
    const answers: Record<string, any> = {};
    for (const document of documents) {
      const name = (parse(document).definitions[0] as OperationDefinitionNode).name!.value;
      answers[name] = await partner.request(document, variables[name]);
    }
    expect(answers.Referencias.referencias.niveisVaga.length).toBeGreaterThan(0);
    expect(answers.UmaVaga.vaga.titulo).toBe("Vaga dos exemplos");
    expect(answers.VariasVagas.nodes).toEqual([expect.objectContaining({ id, titulo: "Vaga dos exemplos" }), null]);
    expect(answers.EnderecoDaVaga.node.url).toBe(`${publicUrl}/jobs/${job.id}`);
    expect(answers.BuscarVagas.vagas.edges).toEqual([]);
  });
});
