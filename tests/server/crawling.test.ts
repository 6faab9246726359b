import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pagePaths } from "../../server/http/pages.ts";
import type { Client } from "../support/client.ts";
import { createJob, registerCompany } from "../support/fixtures.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { child, childrenNamed, parseXml, textOf, type XmlElement } from "../support/xml.ts";

// What crawlers and feed readers fetch without running JavaScript: robots.txt,
// the sitemap (an index past a file's limit, small here), the RSS feed and the
// job feed in Indeed's format (read in pages of a few jobs here).

const publicUrl = "https://vagas.exemplo.com.br";
const perFile = 8;
const feedPage = 5;
let server: TestServer;
let company: Client;

beforeAll(async () => {
  const webDist = await mkdtemp(path.join(tmpdir(), "encaixe-web-"));
  await writeFile(path.join(webDist, "index.html"), "<!doctype html><html><head><title>__BRAND__</title></head><body><div id=\"root\"></div></body></html>");
  server = await startTestServer({ webDist, publicUrl, sitemapUrlsPerFile: perFile, jobFeedPageSize: feedPage });
  company = (await registerCompany(server.url, { nomeEmpresa: "Rede Saúde & Cia" })).client;
});
afterAll(async () => {
  await server?.close();
});

async function get(pathname: string, headers: Record<string, string> = {}) {
  const response = await fetch(server.url + pathname.replace(publicUrl, ""), { headers });
  return { response, text: await response.text() };
}

/** The XML at `pathname`, parsed, and the statements the server ran to answer it. */
async function xml(pathname: string) {
  const before = server.queries.length;
  const { response, text } = await get(pathname);
  expect(response.status).toBe(200);
  return { root: parseXml(text), statements: server.queries.length - before, response };
}

const locs = (root: XmlElement, entry: "url" | "sitemap") => childrenNamed(root, entry).map((node) => textOf(child(node, "loc")));
const jobLoc = (id: string) => `${publicUrl}/jobs/${id}`;

/** Google's reading of robots.txt: the longest matching rule wins, Allow on a tie; `*` matches anything. */
function allowed(robots: string, pathname: string): boolean {
  let best = { length: -1, allow: true };
  for (const [, kind, rule] of robots.matchAll(/^(Allow|Disallow): (.*)$/gm)) {
    const pattern = new RegExp(`^${rule!.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, ".*")}`);
    const allow = kind === "Allow";
    if (pattern.test(pathname) && (rule!.length > best.length || (rule!.length === best.length && allow))) best = { length: rule!.length, allow };
  }
  return best.allow;
}

describe("robots.txt", () => {
  it("lets crawlers into the public pages, keeps them out of signed-in pages and the APIs, and names the sitemap", async () => {
    const { response, text } = await get("/robots.txt");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(response.headers.get("cache-control")).toMatch(/^public, max-age=\d+$/);
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toContain(`Sitemap: ${publicUrl}/sitemap.xml`);
    const publicPages = ["/", "/jobs", "/jobs/clx1abc", "/privacidade", "/termos", "/contato", "/desenvolvedores", "/sitemap.xml", "/feed.xml", "/feeds/vagas.xml"];
    for (const page of publicPages) expect(allowed(text, page), page).toBe(true);
    const privatePages = pagePaths.map((route) => route.replace(/\$\w+/g, "clx1abc")).filter((page) => !publicPages.includes(page));
    expect(privatePages).toContain("/jobs/clx1abc/candidatos");
    for (const page of [...privatePages, "/graphql", "/api/vagas", "/api"]) expect(allowed(text, page), page).toBe(false);
  });
});

describe("the sitemap", () => {
  const active: string[] = [];

  it("lists the public pages and every active job with its last update, never a paused, closed or deleted one", async () => {
    const job = await createJob(company, { titulo: "Enfermeira" });
    active.push(job.id);
    const paused = await createJob(company);
    await company.put(`/api/vagas/${paused.id}`, { statusVaga: "PAUSADA" });
    const closed = await createJob(company);
    await company.put(`/api/vagas/${closed.id}`, { statusVaga: "ENCERRADA" });
    const deleted = await createJob(company);
    await company.delete(`/api/vagas/${deleted.id}`);

    const { root, statements, response } = await xml("/sitemap.xml");
    expect(response.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    expect(root.name).toBe("urlset");
    expect(root.attributes.xmlns).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
    expect(locs(root, "url")).toEqual([
      `${publicUrl}/`,
      `${publicUrl}/jobs`,
      `${publicUrl}/privacidade`,
      `${publicUrl}/termos`,
      `${publicUrl}/contato`,
      `${publicUrl}/desenvolvedores`,
      jobLoc(job.id),
    ]);
    const { updatedAt } = await server.database.prisma.vaga.findUniqueOrThrow({ where: { id: job.id } });
    const jobEntry = childrenNamed(root, "url").at(-1)!;
    expect(textOf(child(jobEntry, "lastmod"))).toBe(updatedAt.toISOString());
    expect(statements).toBe(1);
  });

  it("past a file's limit is an index of files that together hold every active job once, the index two statements and each file one", async () => {
    for (let i = 0; i < 17; i++) active.push((await createJob(company, { titulo: `Vaga ${i}` })).id);
    const paused = await createJob(company);
    await company.put(`/api/vagas/${paused.id}`, { statusVaga: "PAUSADA" });

    const index = await xml("/sitemap.xml");
    expect(index.root.name).toBe("sitemapindex");
    expect(index.statements).toBe(2);
    const files = locs(index.root, "sitemap");
    // The pages, then 18 jobs in files of 8.
    expect(files).toHaveLength(4);
    expect(files[0]).toBe(`${publicUrl}/sitemap-paginas.xml`);

    const listed: string[] = [];
    for (const file of files) {
      const { root, statements } = await xml(file);
      expect(root.name).toBe("urlset");
      expect(statements).toBeLessThanOrEqual(1);
      const urls = locs(root, "url");
      expect(urls.length).toBeLessThanOrEqual(perFile);
      listed.push(...urls);
    }
    expect(listed.filter((url) => !url.startsWith(`${publicUrl}/jobs/`))).toEqual([
      `${publicUrl}/`,
      `${publicUrl}/jobs`,
      `${publicUrl}/privacidade`,
      `${publicUrl}/termos`,
      `${publicUrl}/contato`,
      `${publicUrl}/desenvolvedores`,
    ]);
    const jobs = listed.filter((url) => url.startsWith(`${publicUrl}/jobs/`));
    expect(jobs).toHaveLength(active.length);
    expect(new Set(jobs)).toEqual(new Set(active.map(jobLoc)));
  });

  it("is cacheable, revalidates by ETag and comes compressed", async () => {
    const first = await get("/sitemap.xml", { "accept-encoding": "br" });
    expect(first.response.headers.get("cache-control")).toMatch(/^public, max-age=\d+$/);
    const etag = first.response.headers.get("etag")!;
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await get("/sitemap.xml", { "if-none-match": etag });
    expect(again.response.status).toBe(304);
    expect(again.text).toBe("");

    expect(first.response.headers.get("vary")).toBe("Accept-Encoding");

    // A paused job leaves its file: the file's old ETag no longer matches.
    const job = jobLoc(active.pop()!);
    const files = locs(parseXml((await get("/sitemap.xml")).text), "sitemap");
    const holding = await Promise.all(files.map(async (file) => ({ file, ...(await get(file)) })));
    const { file, response } = holding.find(({ text }) => text.includes(`<loc>${job}</loc>`))!;
    await company.put(`/api/vagas/${job.split("/").at(-1)}`, { statusVaga: "PAUSADA" });
    const after = await get(file, { "if-none-match": response.headers.get("etag")! });
    expect(after.response.status).toBe(200);
    expect(after.text).not.toContain(job);
  });
});

describe("kept between changes", () => {
  it("answers a crawler asking again from the cache, until a job changes", async () => {
    await xml("/sitemap.xml");
    expect((await xml("/sitemap.xml")).statements).toBe(0);
    await xml("/feed.xml");
    expect((await xml("/feed.xml")).statements).toBe(0);
    const job = await createJob(company, { titulo: "Vaga recém-publicada" });
    const files = locs((await xml("/sitemap.xml")).root, "sitemap");
    const texts = await Promise.all(files.map(async (file) => (await get(file)).text));
    expect(texts.some((text) => text.includes(`<loc>${jobLoc(job.id)}</loc>`))).toBe(true);
    expect((await get("/feed.xml")).text).toContain("Vaga recém-publicada");
  });
});

describe("the job feed", () => {
  it("is RSS 2.0 in pt-BR of the newest active jobs, newest first, with company, place and salary", async () => {
    const { client } = await registerCompany(server.url, { nomeEmpresa: "Clínica Vida" });
    const older = await createJob(client, { titulo: "Recepcionista", areaAtuacao: "saude", localizacao: "Recife - PE", faixaSalarialMin: 2500, faixaSalarialMax: 3000 });
    const newer = await createJob(client, { titulo: "Fisioterapeuta", areaAtuacao: "saude", modalidadeTrabalho: "REMOTO", localizacao: null });
    const paused = await createJob(client, { titulo: "Vaga Pausada Saúde", areaAtuacao: "saude" });
    await client.put(`/api/vagas/${paused.id}`, { statusVaga: "PAUSADA" });

    const { root, response } = await xml("/feed.xml");
    expect(response.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
    expect(response.headers.get("cache-control")).toMatch(/^public, max-age=\d+$/);
    const compressed = await fetch(`${server.url}/feed.xml`, { headers: { "accept-encoding": "br" } });
    expect(compressed.headers.get("content-encoding")).toBe("br");
    expect(parseXml(await compressed.text()).name).toBe("rss");
    expect(root.name).toBe("rss");
    expect(root.attributes.version).toBe("2.0");
    const channel = child(root, "channel");
    expect(textOf(child(channel, "language"))).toBe("pt-BR");
    expect(textOf(child(channel, "link"))).toBe(`${publicUrl}/jobs`);
    const items = childrenNamed(channel, "item");
    const titles = items.map((item) => textOf(child(item, "title")));
    expect(titles.slice(0, 2)).toEqual(["Fisioterapeuta", "Recepcionista"]);
    expect(titles).not.toContain("Vaga Pausada Saúde");
    const dates = items.map((item) => Date.parse(textOf(child(item, "pubDate"))));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));

    const recepcionista = items[1]!;
    expect(textOf(child(recepcionista, "link"))).toBe(jobLoc(older.id));
    expect(textOf(child(recepcionista, "guid"))).toBe(jobLoc(older.id));
    expect(child(recepcionista, "guid").attributes.isPermaLink).toBe("true");
    expect(textOf(child(recepcionista, "description"))).toMatch(/^Clínica Vida · Recife - PE · Presencial · R\$\s2\.500 - R\$\s3\.000\. Rotinas/);
    expect(textOf(child(items[0]!, "description"))).toMatch(/^Clínica Vida · Remoto · A combinar\./);
    expect(textOf(child(items[0]!, "link"))).toBe(jobLoc(newer.id));
  });

  it("keeps hostile job text as text: markup, entities, control characters and very long texts", async () => {
    const { client } = await registerCompany(server.url, { nomeEmpresa: "Hostil <b>&amp;</b>" });
    const job = await createJob(client, { titulo: "Dev", areaAtuacao: "juridico" });
    // Written past the API's validation, as older or imported rows may be.
    const titulo = `Dev <script>alert("x")</script> & ]]> 'aspas' \u0001\u0008\u000B fim 😀`;
    await server.database.prisma.vaga.update({
      where: { id: job.id },
      data: { titulo, descricao: `Início & <i>meio</i> \uFFFE\u001F ${"palavra ".repeat(5_000)}` },
    });
    const { text } = await get("/feed.xml?area=juridico");
    const items = childrenNamed(child(parseXml(text), "channel"), "item");
    expect(items).toHaveLength(1);
    expect(textOf(child(items[0]!, "title"))).toBe(`Dev <script>alert("x")</script> & ]]> 'aspas' fim 😀`);
    const description = textOf(child(items[0]!, "description"));
    expect(description).toMatch(/^Hostil <b>&amp;<\/b> · Curitiba - PR · Presencial · A combinar\. Início & <i>meio<\/i> palavra/);
    expect(description.length).toBeLessThanOrEqual(500);
    expect(description.endsWith("…")).toBe(true);
    expect(text).not.toContain("<script>");
  });

  it("filters by the job search's own query string, dropping values it does not understand", async () => {
    const saude = await xml("/feed.xml?area=saude&nivel=nao-existe&statusVaga=PAUSADA");
    const channel = child(saude.root, "channel");
    const titles = childrenNamed(channel, "item").map((item) => textOf(child(item, "title")));
    expect(titles).toEqual(["Fisioterapeuta", "Recepcionista"]);
    expect(textOf(child(channel, "title"))).toBe("Vagas: Saúde · Encaixe");
    expect(textOf(child(channel, "link"))).toBe(`${publicUrl}/jobs?area=saude&nivel=nao-existe`);
    expect(saude.statements).toBeLessThanOrEqual(3);

    const remote = childrenNamed(child((await xml("/feed.xml?texto=fisioterapeuta&modalidade=remoto")).root, "channel"), "item");
    expect(remote.map((item) => textOf(child(item, "title")))).toEqual(["Fisioterapeuta"]);
  });

  it("is named in the head of public pages, with the search's filters on the search page", async () => {
    const search = await get("/jobs?area=saude&texto=enfermeira%20%26%20cia&outro=1");
    expect(search.text).toContain(
      '<link rel="alternate" type="application/rss+xml" title="Vagas · Encaixe" href="/feed.xml?texto=enfermeira+%26+cia&amp;area=saude">',
    );
    expect((await get("/")).text).toContain('<link rel="alternate" type="application/rss+xml" title="Vagas · Encaixe" href="/feed.xml">');
    expect((await get("/dashboard/company")).text).not.toContain("application/rss+xml");
  });
});

describe("the job feed in Indeed's format", () => {
  const feedJobs = (root: XmlElement) => childrenNamed(root, "job");
  const field = (job: XmlElement, name: string) => {
    const found = childrenNamed(job, name);
    return found.length ? textOf(found[0]!) : undefined;
  };
  const byReference = (root: XmlElement) => new Map(feedJobs(root).map((job) => [field(job, "referencenumber")!, job]));
  const activeIds = async () =>
    (await server.database.prisma.vaga.findMany({ where: { statusVaga: "ATIVA" }, select: { id: true } })).map((job) => job.id);

  it("holds exactly the active jobs, each once, read a page at a time", async () => {
    const { client } = await registerCompany(server.url, { nomeEmpresa: "Feed & Cia" });
    const kept = await createJob(client, { titulo: "Vaga no feed" });
    const paused = await createJob(client, { titulo: "Pausada no feed" });
    await client.put(`/api/vagas/${paused.id}`, { statusVaga: "PAUSADA" });
    const closed = await createJob(client, { titulo: "Encerrada no feed" });
    await client.put(`/api/vagas/${closed.id}`, { statusVaga: "ENCERRADA" });
    const deleted = await createJob(client, { titulo: "Removida do feed" });
    await client.delete(`/api/vagas/${deleted.id}`);

    const { root, statements, response } = await xml("/feeds/vagas.xml");
    expect(response.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    expect(root.name).toBe("source");
    expect(textOf(child(root, "publisher"))).toBe("Encaixe");
    expect(textOf(child(root, "publisherurl"))).toBe(publicUrl);
    const references = feedJobs(root).map((job) => field(job, "referencenumber"));
    const active = await activeIds();
    expect(active.length).toBeGreaterThan(feedPage * 2);
    expect(references).toHaveLength(new Set(references).size);
    expect(new Set(references)).toEqual(new Set(active));
    expect(references).toContain(kept.id);
    for (const gone of [paused, closed, deleted]) expect(references).not.toContain(gone.id);
    // When the jobs last changed, then one statement per page (and one that finds the end).
    expect(statements).toBeLessThanOrEqual(1 + Math.floor(active.length / feedPage) + 1);
    const { updatedAt } = await server.database.prisma.vaga.findUniqueOrThrow({ where: { id: closed.id } });
    expect(Date.parse(textOf(child(root, "lastBuildDate")))).toBeGreaterThanOrEqual(updatedAt.getTime());
  });

  it("says what Indeed reads of a job: place, postal code, salary, contract, area, expiry and remote work", async () => {
    const { client } = await registerCompany(server.url, { nomeEmpresa: "Hospital Boa Vista" });
    const onSite = await createJob(client, {
      titulo: "Técnica de Enfermagem",
      areaAtuacao: "saude",
      localizacao: "Recife - PE",
      cepLocalTrabalho: "50030230",
      faixaSalarialMin: 2500,
      faixaSalarialMax: 3000,
      prazoCandidatura: "2099-12-31",
      requisitosDesejaveis: "UTI",
      beneficios: "Plano de saúde",
    });
    const remote = await createJob(client, { titulo: "Analista PJ", modalidadeTrabalho: "REMOTO", localizacao: null, tipoContrato: "PJ", faixaSalarialMin: 8000 });
    const hybrid = await createJob(client, { titulo: "Estágio", modalidadeTrabalho: "HIBRIDO", localizacao: "Campinas", tipoContrato: "ESTAGIO" });

    const jobs = byReference((await xml("/feeds/vagas.xml")).root);
    const fields = (id: string) => Object.fromEntries(jobs.get(id)!.children.flatMap((node) => (typeof node === "string" ? [] : [[node.name, textOf(node)]])));
    const created = await server.database.prisma.vaga.findUniqueOrThrow({ where: { id: onSite.id } });
    expect(fields(onSite.id)).toEqual({
      title: "Técnica de Enfermagem",
      date: created.createdAt.toISOString(),
      referencenumber: onSite.id,
      url: jobLoc(onSite.id),
      company: "Hospital Boa Vista",
      sourcename: "Hospital Boa Vista",
      city: "Recife",
      state: "PE",
      country: "BR",
      postalcode: "50030-230",
      description:
        "<p>Rotinas administrativas, atendimento a fornecedores e controle de documentos.</p><p>Requisitos: Ensino médio completo e pacote Office.</p><p>Desejável: UTI</p><p>Benefícios: Plano de saúde</p>",
      salary: "R$ 2.500 a R$ 3.000 por mês",
      jobtype: "fulltime",
      category: "Saúde",
      expirationdate: "2099-12-31",
    });
    expect(fields(remote.id)).toMatchObject({ country: "BR", salary: "A partir de R$ 8.000 por mês", jobtype: "contract", remotetype: "Fully remote" });
    expect(fields(remote.id).city).toBeUndefined();
    expect(fields(remote.id).postalcode).toBeUndefined();
    expect(fields(hybrid.id)).toMatchObject({ city: "Campinas", jobtype: "internship", remotetype: "Hybrid remote" });
    expect(fields(hybrid.id).state).toBeUndefined();
    expect(fields(hybrid.id).salary).toBeUndefined();
    // No deadline: the JSON-LD's default validity, 30 days after the last update.
    expect(fields(hybrid.id).expirationdate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("keeps hostile text as text: ']]>' cannot end a section, markup stays escaped in the HTML description, control characters go", async () => {
    const { client } = await registerCompany(server.url);
    const job = await createJob(client);
    // Written past the API's validation, as older or imported rows may be.
    await server.database.prisma.vaga.update({
      where: { id: job.id },
      data: { titulo: "Dev ]]> <b>negrito</b> & \u0001\u0008\u000B fim 😀 ]]]]>", descricao: "Início ]]><script>alert(1)</script> \uFFFE\u001F & fim" },
    });
    await server.database.prisma.empresa.updateMany({ where: { vagas: { some: { id: job.id } } }, data: { nomeEmpresa: "Empresa ]]> <i>x</i>" } });
    const root = parseXml((await get("/feeds/vagas.xml")).text);
    const feedJob = byReference(root).get(job.id)!;
    expect(field(feedJob, "title")).toBe("Dev ]]> <b>negrito</b> &  fim 😀 ]]]]>");
    expect(field(feedJob, "company")).toBe("Empresa ]]> <i>x</i>");
    expect(field(feedJob, "description")).toMatch(/^<p>Início \]\]&gt;&lt;script&gt;alert\(1\)&lt;\/script&gt; {2}&amp; fim<\/p>/);
    // The RSS test's job has a <script> in its title and its description: only the title keeps it, as text.
    for (const each of feedJobs(root)) expect(field(each, "description")).not.toMatch(/<script/i);
  });

  it("is cacheable by an ETag known before any job is read, changes when a job leaves, and streams compressed", async () => {
    const first = await get("/feeds/vagas.xml");
    expect(first.response.headers.get("cache-control")).toMatch(/^public, max-age=\d+$/);
    const etag = first.response.headers.get("etag")!;
    expect(etag).toMatch(/^W\/".+"$/);
    const before = server.queries.length;
    const again = await get("/feeds/vagas.xml", { "if-none-match": etag });
    expect(again.response.status).toBe(304);
    expect(again.text).toBe("");
    expect(server.queries.length - before).toBe(1);
    const head = await fetch(`${server.url}/feeds/vagas.xml`, { method: "HEAD" });
    expect(head.headers.get("etag")).toBe(etag);
    expect(await head.text()).toBe("");

    const compressed = await fetch(`${server.url}/feeds/vagas.xml`, { headers: { "accept-encoding": "br" } });
    expect(compressed.headers.get("content-encoding")).toBe("br");
    expect(compressed.headers.get("vary")).toBe("Accept-Encoding");
    expect(await compressed.text()).toBe(first.text);

    const [leaving] = await activeIds();
    const owner = await server.database.prisma.vaga.update({ where: { id: leaving! }, data: { statusVaga: "PAUSADA" } });
    expect(owner.statusVaga).toBe("PAUSADA");
    const after = await get("/feeds/vagas.xml", { "if-none-match": etag });
    expect(after.response.status).toBe(200);
    expect(byReference(parseXml(after.text)).has(leaving!)).toBe(false);
  });
});

describe("documents made again for their asker", () => {
  it("spend the asker's budget when the cache cannot answer, and past it are refused with 429; a cached one is not", async () => {
    const limited = await startTestServer({ clientMinuteLimit: 2, trustProxy: true }, { database: server.database });
    try {
      const from = { "x-forwarded-for": "203.0.113.70" };
      const feed = async (junk: string) => (await fetch(`${limited.url}/feed.xml?lixo=${junk}`, { headers: from })).status;
      expect([await feed("a"), await feed("b")]).toEqual([200, 200]);
      const refused = await fetch(`${limited.url}/sitemap-vagas.xml?lixo=c`, { headers: from });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      expect((await fetch(`${limited.url}/feeds/vagas.xml`, { headers: from })).status).toBe(429);
      // Kept from the first ask: nothing to read, nothing to spend.
      expect(await feed("a")).toBe(200);
      expect((await fetch(`${limited.url}/robots.txt`, { headers: from })).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
