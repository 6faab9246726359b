import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../server/db/database.ts";
import { forgetUnusedSearchWords, searchWordSweeps } from "../../server/domain/searchWords.ts";
import { createLogger } from "../../server/log.ts";
import { searchTerms } from "../../server/domain/searchTerms.ts";
import type { Client } from "../support/client.ts";
import { createJob, registerCompany } from "../support/fixtures.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

// The jobs' words (PalavraBusca), with which a job search spells out the beginnings it is typed with
// (busca_expandida): what the search finds with them, and that a word goes once no job holds it.

let server: TestServer;
let company: Client;
const sql = (text: string, params: unknown[] = []) => server.database.prisma.$queryRawUnsafe<Record<string, unknown>[]>(text, ...params);
const words = async (...candidates: string[]) =>
  (await sql(`SELECT palavra FROM "PalavraBusca" WHERE palavra = ANY($1::text[]) ORDER BY 1`, [candidates])).map((row) => row.palavra as string);

/**
 * `db`, whose sweeps call `hook` inside each round once its notes are taken and the first jobs' words read (that round's
 * words and how many notes of each it took), before the round goes on.
 */
function afterClaim(db: Db, hook: (claimed: { palavra: string; notas: number }[]) => Promise<void>): Db {
  return new Proxy(db, {
    get(target, property) {
      if (property === "$transaction") {
        return (work: (tx: Db) => Promise<unknown>, options: unknown) =>
          target.$transaction(
            (tx) =>
              work(
                new Proxy(tx, {
                  get(inner, key) {
                    const value = Reflect.get(inner, key);
                    if (key !== "$queryRaw") return typeof value === "function" ? value.bind(inner) : value;
                    return async (strings: TemplateStringsArray, ...values: unknown[]) => {
                      const result = await inner.$queryRaw(strings, ...values);
                      if (strings.join("").includes("probed")) await hook(result as { palavra: string; notas: number }[]);
                      return result;
                    };
                  },
                }) as Db,
              ),
            options as never,
          );
      }
      const value = Reflect.get(target, property);
      return typeof value === "function" ? value.bind(target) : value;
    },
  }) as Db;
}

beforeAll(async () => {
  server = await startTestServer();
  company = (await registerCompany(server.url, { nomeEmpresa: "Loja Central" })).client;
  for (const titulo of ["Vendedor externo", "Vendas internas", "Analista de programação", "Programador"]) await createJob(company, { titulo });
});
afterAll(() => server.close());

const titles = async (texto: string) => {
  const result = await company.graphql(`query ($texto: String) { vagas(first: 50, filtros: { texto: $texto }) { edges { node { titulo } } } }`, { texto });
  return (result.data.vagas.edges as { node: { titulo: string } }[]).map((edge) => edge.node.titulo).sort();
};

describe("spelling out beginnings", () => {
  it("finds what matching the beginnings finds, as a job alert does, also where one typed word's stem begins another", async () => {
    // 'vend' is both the whole stem of 'vendas' and the beginning typed first; spelled out over the whole query, it
    // also found 'Vendedor externo', which an alert for the same words does not.
    expect(await titles("vend vendas")).toEqual(["Vendas internas"]);
    expect(await titles("program programador")).toEqual(["Programador"]);
    for (const texto of ["vend vendas", "program programador", "vendas", "vend", "analista prog", "progr", "v", "xyz", "vendedor, analista"]) {
      const terms = searchTerms(texto);
      const [row] = await sql(
        `SELECT array(SELECT titulo FROM "Vaga" WHERE busca @@ busca_expandida($1) ORDER BY 1) AS expanded,
                array(SELECT titulo FROM "Vaga" WHERE busca @@ busca_prefixos($1) ORDER BY 1) AS prefixed`,
        [terms],
      );
      expect(row!.expanded, texto).toEqual(row!.prefixed);
    }
  });

  it("matches each typed word as a beginning, alongside its stems, when not spelling out", async () => {
    // The jobs hold 'vend' and 'vendedor': an alert's or a partner's match stays the beginning, and a single letter is whole.
    const [row] = await sql(`SELECT busca_prefixos($1)::text AS prefixed, busca_expandida($1)::text AS expanded`, [searchTerms("vendas, x")]);
    expect(row!.prefixed).toBe(`( 'vendas':* | 'vend' ) & 'x'`);
    expect(row!.expanded).toBe(`( 'vendas' | 'vend' ) & 'x'`);
    // Folded into a constant where a search plans it, so that the planner estimates the match from the index.
    const plan = await sql(`EXPLAIN (FORMAT JSON) SELECT id FROM "Vaga" WHERE busca @@ busca_prefixos('vend')`);
    expect(JSON.stringify(plan)).toContain(`@@ '''vend'':*'::tsquery`);
  });

  it("quotes the words it spells out, whatever they hold", async () => {
    await sql(`INSERT INTO "PalavraBusca" (palavra) VALUES ('zqa\\b'), ('zqa''b'), ('zqa:*b') ON CONFLICT DO NOTHING`);
    const [row] = await sql(`SELECT busca_expandida('zqa')::text AS consulta`);
    expect(row!.consulta).toBe(`'zqa''b' | 'zqa:*b' | 'zqa\\\\b'`);
    expect(await titles("zqa")).toEqual([]);
    await sql(`DELETE FROM "PalavraBusca" WHERE palavra LIKE 'zqa%'`);
  });
});

describe("forgetting words no job holds", () => {
  it("forgets a deleted job's own words and keeps those other jobs hold", async () => {
    const job = await createJob(company, { titulo: "Caixa", descricao: "Currículos para zuleica.contato@exemplo.com.br ou (11) 98765-4321, falar com Zuleica Quaresma." });
    expect(await words("zuleic", "zuleica.contato@exemplo.com.br", "98765", "quaresm", "caix")).toEqual(["98765", "caix", "quaresm", "zuleic", "zuleica.contato@exemplo.com.br"]);
    expect((await company.delete(`/api/vagas/${job.id}`)).status).toBe(200);
    // Noted, not yet gone: the search still spells them out, and they match nothing.
    expect(await words("zuleic", "quaresm")).toEqual(["quaresm", "zuleic"]);
    await forgetUnusedSearchWords(server.database.prisma);
    expect(await words("zuleic", "zuleica.contato@exemplo.com.br", "quaresm", "98765", "-4321", "vend")).toEqual(["vend"]);
    expect(await sql(`SELECT * FROM "PalavraBuscaRevisar"`)).toEqual([]);
  });

  it("forgets the words a job's edit took out, and keeps those it still has", async () => {
    const job = await createJob(company, { titulo: "Estoquista", descricao: "Falar com Yolanda Brisamar no telefone." });
    expect(await words("yoland", "brisam", "telefon")).toEqual(["brisam", "telefon", "yoland"]);
    expect((await company.put(`/api/vagas/${job.id}`, { descricao: "Envie o currículo pelo telefone." })).status).toBe(200);
    await forgetUnusedSearchWords(server.database.prisma);
    expect(await words("yoland", "brisam", "telefon", "estoqu")).toEqual(["estoqu", "telefon"]);
    expect(await titles("telef")).toEqual(["Estoquista"]);
  });

  it("keeps a noted word that a job holds, and forgets it once its last job goes", async () => {
    const first = await createJob(company, { titulo: "Garçom", descricao: "Atendimento no salão Xavantina." });
    const second = await createJob(company, { titulo: "Cozinheiro", descricao: "Cozinha do salão Xavantina." });
    await company.delete(`/api/vagas/${first.id}`);
    await forgetUnusedSearchWords(server.database.prisma);
    expect(await words("xavantin")).toEqual(["xavantin"]);
    expect(await titles("xavan")).toEqual(["Cozinheiro"]);
    await company.delete(`/api/vagas/${second.id}`);
    await forgetUnusedSearchWords(server.database.prisma);
    expect(await words("xavantin")).toEqual([]);
  });

  it("forgets an erased company's words with its account, its name among them", async () => {
    const { client, password } = await registerCompany(server.url, { nomeEmpresa: "Wenceslau Pimentel Comércio" });
    await createJob(client, { titulo: "Repositor", descricao: "Ligue para Wenceslau no (21) 99876-1234." });
    expect(await words("wenceslau", "pimentel")).toEqual(["pimentel", "wenceslau"]);
    const removed = await client.graphql(`mutation ($senha: String!) { excluirConta(input: { senha: $senha }) { __typename } }`, { senha: password });
    expect(removed.data.excluirConta.__typename).toBe("MutationExcluirContaSuccess");
    await server.searchWords.settled();
    expect(await words("wenceslau", "pimentel", "99876")).toEqual([]);
  });

  it("goes through a word's many notes at once, and through more words than a round takes", async () => {
    await createJob(company, { titulo: "Repositor", descricao: "Loja Zequinhaltar." });
    expect(await words("zequinhalt")).toEqual(["zequinhalt"]);
    // As a large company's erasure leaves them: a word noted by thousands of jobs, and many words of one job each.
    await sql(`INSERT INTO "PalavraBuscaRevisar" (palavra) SELECT 'zequinhalt' FROM generate_series(1, 20000)`);
    await sql(`INSERT INTO "PalavraBusca" (palavra) SELECT 'zqrara' || g FROM generate_series(1, 1200) g`);
    await sql(`INSERT INTO "PalavraBuscaRevisar" (palavra) SELECT 'zqrara' || g FROM generate_series(1, 1200) g`);
    // Rounds of at most 3,000 notes: the word's go over several, and the rare words after them still in turn.
    expect(await forgetUnusedSearchWords(server.database.prisma, { notesPerRound: 3_000 })).toBe(1200);
    expect(await sql(`SELECT count(*)::int AS n FROM "PalavraBusca" WHERE palavra LIKE 'zqrara%'`)).toEqual([{ n: 0 }]);
    expect(await words("zequinhalt")).toEqual(["zequinhalt"]);
    expect(await sql(`SELECT count(*)::int AS n FROM "PalavraBuscaRevisar"`)).toEqual([{ n: 0 }]);
  });

  // Two connections, so PostgreSQL only: job writes hold the words' table, which the upkeep locks to check words.
  it.runIf(process.env.TEST_DATABASE_URL)("waits out a short write of jobs, and leaves the notes for later behind a long one", async () => {
    const db = server.database.prisma;
    const holding = async (ms: number) => {
      let held: () => void = () => {};
      const taken = new Promise<void>((resolve) => {
        held = resolve;
      });
      const done = db.$transaction(
        async (tx) => {
          await tx.$executeRaw`LOCK TABLE "PalavraBusca" IN ROW EXCLUSIVE MODE`;
          held();
          await new Promise((resolve) => setTimeout(resolve, ms));
        },
        { timeout: 10_000 },
      );
      await taken;
      return { released: done };
    };
    const note = async (palavra: string) => {
      await sql(`INSERT INTO "PalavraBusca" (palavra) VALUES ($1)`, [palavra]);
      await sql(`INSERT INTO "PalavraBuscaRevisar" (palavra) VALUES ($1)`, [palavra]);
    };
    await note("zqtravada");
    // Held for about two of the upkeep's 200 ms tries at the lock.
    const short = await holding(350);
    expect(await forgetUnusedSearchWords(db)).toBe(1);
    await short.released;
    await note("zqtravada");
    // Held past its three tries: the sweep goes on, and the note stays for the next.
    const long = await holding(1_500);
    expect(await forgetUnusedSearchWords(db)).toBe(0);
    await long.released;
    expect(await sql(`SELECT palavra FROM "PalavraBuscaRevisar"`)).toEqual([{ palavra: "zqtravada" }]);
    expect(await forgetUnusedSearchWords(db)).toBe(1);
    expect(await words("zqtravada")).toEqual([]);
  });

  // Two connections, so PostgreSQL only: a job holding the word is published after the upkeep found the word
  // unused, and deleted while the upkeep is checking it under its lock. The note must outlive that upkeep, or no
  // later sweep would forget the word.
  it.runIf(process.env.TEST_DATABASE_URL)("keeps the note of a word whose last job goes while the upkeep checks it", async () => {
    const db = server.database.prisma;
    const { empresaId } = await db.vaga.findFirstOrThrow({ select: { empresaId: true } });
    const job = (titulo: string) => ({ empresaId, titulo, descricao: "Falar com Zorbaquel.", requisitosObrigatorios: "Nenhum", areaAtuacao: "vendas" });
    const first = await db.vaga.create({ data: job("Primeira"), select: { id: true } });
    await db.vaga.delete({ where: { id: first.id } });
    let second = "";
    let deleting: Promise<unknown> | null = null;
    const racing = new Proxy(db, {
      get(target, property) {
        if (property === "$transaction") {
          return (work: (tx: Db) => Promise<unknown>) =>
            target.$transaction((tx) =>
              work(
                new Proxy(tx, {
                  get(inner, key) {
                    const value = Reflect.get(inner, key);
                    if (key !== "$executeRaw") return typeof value === "function" ? value.bind(inner) : value;
                    return async (strings: TemplateStringsArray, ...values: unknown[]) => {
                      // The word was found unused, without a lock; before the upkeep takes it, a job with the word is published.
                      if (strings.join("").includes("LOCK TABLE")) second = (await db.vaga.create({ data: job("Segunda"), select: { id: true } })).id;
                      const result = await inner.$executeRaw(strings, ...values);
                      // The word was kept (the new job holds it); now that job goes, from another connection.
                      if (strings.join("").includes(`DELETE FROM "PalavraBusca"`)) {
                        deleting = db.vaga.delete({ where: { id: second } });
                        await Promise.race([deleting, new Promise((resolve) => setTimeout(resolve, 500))]);
                      }
                      return result;
                    };
                  },
                }) as Db,
              ),
            );
        }
        const value = Reflect.get(target, property);
        return typeof value === "function" ? value.bind(target) : value;
      },
    }) as Db;
    await forgetUnusedSearchWords(racing);
    await deleting;
    expect(await words("zorbaquel")).toEqual(["zorbaquel"]);
    expect(await sql(`SELECT palavra FROM "PalavraBuscaRevisar" WHERE palavra = 'zorbaquel'`)).toHaveLength(1);
    await forgetUnusedSearchWords(db);
    expect(await words("zorbaquel")).toEqual([]);
  });

  // Two connections, so PostgreSQL only: job writes hold the words' table while the erasure's sweep waits for it.
  it.runIf(process.env.TEST_DATABASE_URL)("answers an erasure without waiting for its sweep of the words", async () => {
    const db = server.database.prisma;
    const { client, password } = await registerCompany(server.url, { nomeEmpresa: "Zacarias Holanda Serviços" });
    await createJob(client, { titulo: "Porteiro", descricao: "Portaria do condomínio Zacarias." });
    // Rounds enough that the sweep, each of its rounds waiting out its tries at the lock, outlasts the hold.
    await sql(`INSERT INTO "PalavraBusca" (palavra) SELECT 'zqespera' || g FROM generate_series(1, 3000) g`);
    await sql(`INSERT INTO "PalavraBuscaRevisar" (palavra) SELECT 'zqespera' || g FROM generate_series(1, 3000) g`);
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let held = () => {};
    const holding = new Promise<void>((resolve) => {
      held = resolve;
    });
    const writes = db.$transaction(
      async (tx) => {
        await tx.$executeRaw`LOCK TABLE "PalavraBusca" IN ROW EXCLUSIVE MODE`;
        held();
        await released;
      },
      { timeout: 20_000 },
    );
    await holding;
    const started = performance.now();
    const removed = await client
      .graphql(`mutation ($senha: String!) { excluirConta(input: { senha: $senha }) { __typename } }`, { senha: password })
      .finally(() => release());
    const answeredMs = performance.now() - started;
    expect(removed.data.excluirConta.__typename).toBe("MutationExcluirContaSuccess");
    // Fifteen rounds or more, each of three tries of 200 ms: awaited, the sweep would have taken 9 s at least.
    expect(answeredMs).toBeLessThan(5_000);
    await writes;
    // The erasure's sweep may have left the rounds it could not lock to the next sweep.
    await server.searchWords.settled();
    await server.searchWords.sweep();
    expect(await words("holand", "condomini")).toEqual([]);
    expect(await sql(`SELECT count(*)::int AS n FROM "PalavraBusca" WHERE palavra LIKE 'zqespera%'`)).toEqual([{ n: 0 }]);
  });

  // Two connections, so PostgreSQL only: the round takes its notes and reads the first jobs' words in one statement, so
  // in one snapshot. A job that loses a word after that snapshot notes it again, and that note must outlive the round:
  // taken by a later statement (the round's notes by word, say), it would leave the word with no note and no job.
  it.runIf(process.env.TEST_DATABASE_URL)("keeps the note of a word whose last job goes just after the round read the jobs", async () => {
    const db = server.database.prisma;
    const { empresaId } = await db.vaga.findFirstOrThrow({ select: { empresaId: true } });
    const job = (titulo: string) => ({ empresaId, titulo, descricao: "Pastelaria Zimbrolândia.", requisitosObrigatorios: "Nenhum", areaAtuacao: "vendas" });
    const first = await db.vaga.create({ data: job("Pasteleiro"), select: { id: true } });
    const second = await db.vaga.create({ data: job("Chapeiro"), select: { id: true } });
    // What the tests before left noted, out of the way.
    await forgetUnusedSearchWords(db);
    await db.vaga.delete({ where: { id: first.id } });
    let deleted = false;
    await forgetUnusedSearchWords(
      afterClaim(db, async (claimed) => {
        // The round found the word held by the second job; that job goes now, committed from another connection.
        if (deleted || !claimed.some((word) => word.palavra === "zimbroland")) return;
        await db.vaga.delete({ where: { id: second.id } });
        deleted = true;
      }),
    );
    expect(deleted).toBe(true);
    // The first job's own word went with that round; the word the second job held when the round read it stays, noted.
    expect(await words("zimbroland", "pasteleir")).toEqual(["zimbroland"]);
    expect(await sql(`SELECT palavra FROM "PalavraBuscaRevisar" WHERE palavra = 'zimbroland'`)).toEqual([{ palavra: "zimbroland" }]);
    await forgetUnusedSearchWords(db);
    expect(await words("zimbroland")).toEqual([]);
  });

  // Two connections, so PostgreSQL only: every process sweeps hourly, and an erasure sweeps besides, so two sweeps meet.
  it.runIf(process.env.TEST_DATABASE_URL)("lets a second sweep take the notes a first one holds no lock on, each note taken once", async () => {
    const db = server.database.prisma;
    await createJob(company, { titulo: "Confeiteiro", descricao: "Doceria Zalumbra." });
    await forgetUnusedSearchWords(db);
    // Rare words over several rounds, and a word a job holds, noted more times than a round takes.
    await sql(`INSERT INTO "PalavraBusca" (palavra) SELECT 'zqpar' || g FROM generate_series(1, 900) g`);
    await sql(`INSERT INTO "PalavraBuscaRevisar" (palavra) SELECT 'zqpar' || g FROM generate_series(1, 900) g`);
    await sql(`INSERT INTO "PalavraBuscaRevisar" (palavra) SELECT 'zalumbr' FROM generate_series(1, 5000)`);
    const taken = { first: 0, second: 0 };
    const counting = (sweep: keyof typeof taken) => async (claimed: { notas: number }[]) => {
      taken[sweep] += claimed.reduce((sum, word) => sum + word.notas, 0);
    };
    let paused = () => {};
    const firstPaused = new Promise<void>((resolve) => {
      paused = resolve;
    });
    let resume = () => {};
    const resumed = new Promise<void>((resolve) => {
      resume = resolve;
    });
    // The first sweep stops inside its first round, holding the notes it took, before it locks the words.
    const first = forgetUnusedSearchWords(
      afterClaim(db, async (claimed) => {
        const pause = taken.first === 0;
        await counting("first")(claimed);
        if (!pause) return;
        paused();
        await resumed;
      }),
      { notesPerRound: 2_000 },
    );
    await firstPaused;
    const sweeping = forgetUnusedSearchWords(afterClaim(db, counting("second")), { notesPerRound: 2_000 });
    const second = await Promise.race([sweeping, new Promise<"waited">((resolve) => setTimeout(() => resolve("waited"), 5_000))]).finally(() => resume());
    const firstForgot = await first;
    // Once the first goes on, a second that waited for it ends too, and leaves nothing running into the next test.
    await sweeping;
    expect(second).not.toBe("waited");
    expect(taken.first + taken.second).toBe(5_900);
    expect(firstForgot + (second as number)).toBe(900);
    expect(await sql(`SELECT count(*)::int AS n FROM "PalavraBusca" WHERE palavra LIKE 'zqpar%'`)).toEqual([{ n: 0 }]);
    expect(await words("zalumbr")).toEqual(["zalumbr"]);
    expect(await sql(`SELECT count(*)::int AS n FROM "PalavraBuscaRevisar"`)).toEqual([{ n: 0 }]);
  });

  // Two connections, so PostgreSQL only: running freely, the sweeps meet at the words' lock too, which one waits for.
  it.runIf(process.env.TEST_DATABASE_URL)("lets two sweeps run freely at once, forgetting every word no job holds and keeping the one a job holds", async () => {
    const db = server.database.prisma;
    await forgetUnusedSearchWords(db);
    await sql(`INSERT INTO "PalavraBusca" (palavra) SELECT 'zqlivre' || g FROM generate_series(1, 900) g`);
    await sql(`INSERT INTO "PalavraBuscaRevisar" (palavra) SELECT 'zqlivre' || g FROM generate_series(1, 900) g`);
    await sql(`INSERT INTO "PalavraBuscaRevisar" (palavra) SELECT 'zalumbr' FROM generate_series(1, 5000)`);
    const both = await Promise.all([forgetUnusedSearchWords(db, { notesPerRound: 2_000 }), forgetUnusedSearchWords(db, { notesPerRound: 2_000 })]);
    // A round that found the other sweep's lock held past its tries leaves its notes for a later sweep.
    const later = await forgetUnusedSearchWords(db);
    expect(both[0] + both[1] + later).toBe(900);
    expect(await sql(`SELECT count(*)::int AS n FROM "PalavraBusca" WHERE palavra LIKE 'zqlivre%'`)).toEqual([{ n: 0 }]);
    expect(await words("zalumbr")).toEqual(["zalumbr"]);
    expect(await sql(`SELECT count(*)::int AS n FROM "PalavraBuscaRevisar"`)).toEqual([{ n: 0 }]);
  });

  it("stops a process's sweep after the round in progress, and leaves the other notes for the next sweep", async () => {
    const db = server.database.prisma;
    await forgetUnusedSearchWords(db);
    await sql(`INSERT INTO "PalavraBusca" (palavra) SELECT 'zqpara' || g FROM generate_series(1, 900) g`);
    await sql(`INSERT INTO "PalavraBuscaRevisar" (palavra) SELECT 'zqpara' || g FROM generate_series(1, 900) g`);
    let paused = () => {};
    const inRound = new Promise<void>((resolve) => {
      paused = resolve;
    });
    let resume = () => {};
    const resumed = new Promise<void>((resolve) => {
      resume = resolve;
    });
    let rounds = 0;
    // Rounds of 200 words: the process stops while the first is under way.
    const sweeps = searchWordSweeps(
      afterClaim(db, async () => {
        if (rounds++ > 0) return;
        paused();
        await resumed;
      }),
      createLogger("silent"),
    );
    const sweep = sweeps.sweep();
    await inRound;
    const stopped = sweeps.stop();
    resume();
    await stopped;
    await sweep;
    expect(rounds).toBe(1);
    expect(await sql(`SELECT count(*)::int AS n FROM "PalavraBuscaRevisar"`)).toEqual([{ n: 700 }]);
    expect(await sql(`SELECT count(*)::int AS n FROM "PalavraBusca" WHERE palavra LIKE 'zqpara%'`)).toEqual([{ n: 700 }]);
    expect(await forgetUnusedSearchWords(db)).toBe(700);
  });

  // Two connections, so PostgreSQL only: the notes were one row per word, upserted, so a job's delete waited for
  // another's that lost a word of it, until that one committed.
  it.runIf(process.env.TEST_DATABASE_URL)("lets two jobs that share words go at once", async () => {
    const db = server.database.prisma;
    const { empresaId } = await db.vaga.findFirstOrThrow({ select: { empresaId: true } });
    const job = (titulo: string) => ({ empresaId, titulo, descricao: "Balcão da Quitandeira.", requisitosObrigatorios: "Nenhum", areaAtuacao: "vendas" });
    const [first, second] = [await db.vaga.create({ data: job("Balconista") }), await db.vaga.create({ data: job("Atendente") })];
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let deleted: () => void = () => {};
    const firstDeleted = new Promise<void>((resolve) => {
      deleted = resolve;
    });
    const open = db.$transaction(
      async (tx) => {
        await tx.vaga.delete({ where: { id: first.id } });
        deleted();
        await held;
      },
      { timeout: 10_000 },
    );
    await firstDeleted;
    const alongside = await Promise.race([
      db.vaga.delete({ where: { id: second.id } }).then(() => "deleted"),
      new Promise((resolve) => setTimeout(() => resolve("waited"), 2_000)),
    ]);
    release();
    await open;
    expect(alongside).toBe("deleted");
    await forgetUnusedSearchWords(db);
    expect(await words("quitandeir", "balconist")).toEqual([]);
  });

  it("forgets every word when the jobs are truncated, and learns those of jobs written after", async () => {
    await createJob(company, { titulo: "Marceneiro", descricao: "Oficina Ubiratã." });
    expect(await words("ubirat", "marceneir")).toEqual(["marceneir", "ubirat"]);
    await sql(`TRUNCATE "Vaga" CASCADE`);
    expect(await sql(`SELECT count(*)::int AS n FROM "PalavraBusca"`)).toEqual([{ n: 0 }]);
    await createJob(company, { titulo: "Marceneiro" });
    expect(await words("ubirat", "marceneir")).toEqual(["marceneir"]);
    expect(await titles("marcen")).toEqual(["Marceneiro"]);
  });
});
