import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createJob, registerCompany } from "../support/fixtures.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

// The page as crawlers get it: no JavaScript runs, so the posting must be in the HTML.

let server: TestServer;

beforeAll(async () => {
  const webDist = await mkdtemp(path.join(tmpdir(), "encaixe-web-"));
  await writeFile(
    path.join(webDist, "index.html"),
    `<!doctype html><html><head>
    <!-- page-head: replaced by the server -->
    <title>__BRAND__: vagas</title>
    <meta name="description" content="genérica" />
    <!-- /page-head -->
    </head><body><div id="root"></div></body></html>`,
  );
  server = await startTestServer({ webDist, brand: "Encaixe" });
});
afterAll(async () => {
  await server?.close();
});

async function page(pathname: string) {
  const response = await fetch(server.url + pathname);
  const html = await response.text();
  const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
  return { status: response.status, html, posting: jsonLd ? JSON.parse(jsonLd) : null };
}

describe("the job page's HTML", () => {
  it("carries the title, description and a JobPosting with salary, location and deadline", async () => {
    const { client } = await registerCompany(server.url, { nomeEmpresa: "Construtora Horizonte" });
    const job = await createJob(client, {
      titulo: "Engenheiro Civil <Obras>",
      descricao: "Acompanhamento de obras residenciais.",
      tipoContrato: "CLT",
      localizacao: "Belo Horizonte - MG",
      cepLocalTrabalho: "30130000",
      faixaSalarialMin: 9000,
      faixaSalarialMax: 12000,
      prazoCandidatura: "2099-12-31",
    });
    const { status, html, posting } = await page(`/jobs/${job.id}`);
    expect(status).toBe(200);
    expect(html).toContain("<title>Engenheiro Civil &lt;Obras&gt; - Construtora Horizonte · Encaixe</title>");
    expect(html).toMatch(/<meta name="description" content="Construtora Horizonte · Belo Horizonte - MG · Presencial · R\$\s9\.000 - R\$\s12\.000\. Acompanhamento/);
    expect(html).not.toContain("genérica");
    expect(posting).toMatchObject({
      "@type": "JobPosting",
      title: "Engenheiro Civil <Obras>",
      employmentType: "FULL_TIME",
      validThrough: "2099-12-31T23:59:59-03:00",
      hiringOrganization: { "@type": "Organization", name: "Construtora Horizonte" },
      jobLocation: { address: { addressLocality: "Belo Horizonte", addressRegion: "MG", postalCode: "30130-000", addressCountry: "BR" } },
      baseSalary: { currency: "BRL", value: { minValue: 9000, maxValue: 12000, unitText: "MONTH" } },
    });
    expect(new Date(posting.datePosted).getTime()).not.toBeNaN();
    expect(html).not.toMatch(/<script type="application\/ld\+json">[\s\S]*<Obras>/);
  });

  it("without a deadline states validThrough as the end of the 30th day after the last update, in Brasília", async () => {
    const { client } = await registerCompany(server.url);
    const job = await createJob(client, { prazoCandidatura: null });
    const { updatedAt } = await server.database.prisma.vaga.findUniqueOrThrow({ where: { id: job.id } });
    const day = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(new Date(updatedAt.getTime() + 30 * 86_400_000));
    const { posting } = await page(`/jobs/${job.id}`);
    expect(posting.validThrough).toBe(`${day}T23:59:59-03:00`);
    expect(Date.parse(posting.validThrough)).toBeGreaterThan(Date.now() + 29 * 86_400_000);
  });

  it("names the company's site and social profile as sameAs, and leaves out what is not an http(s) address", async () => {
    const { client } = await registerCompany(server.url, { nomeEmpresa: "Construtora Alicerce" });
    await client.put("/api/profile", { website: "alicerce.com.br", linkRedeSocial: "https://www.instagram.com/alicerce" });
    const job = await createJob(client);
    const { posting } = await page(`/jobs/${job.id}`);
    expect(posting.hiringOrganization).toEqual({
      "@type": "Organization",
      name: "Construtora Alicerce",
      sameAs: ["https://alicerce.com.br/", "https://www.instagram.com/alicerce"],
    });

    const { client: other } = await registerCompany(server.url);
    const otherJob = await createJob(other);
    // Rows saved before links were checked.
    const empresa = await server.database.prisma.empresa.findFirstOrThrow({ where: { vagas: { some: { id: otherJob.id } } } });
    await server.database.prisma.empresa.update({ where: { id: empresa.id }, data: { website: "javascript:alert(1)", linkRedeSocial: "nada" } });
    expect((await page(`/jobs/${otherJob.id}`)).posting.hiringOrganization.sameAs).toBeUndefined();
  });

  it("gives search engines the company's logo as stored, not the thumbnail screens show: they ask for 112 px a side at least", async () => {
    const { client } = await registerCompany(server.url);
    const wide = await sharp({ create: { width: 1200, height: 300, channels: 3, background: "#0f766e" } }).png().toBuffer();
    expect((await client.put("/api/profile", { logoUrl: `data:image/png;base64,${wide.toString("base64")}` })).status).toBe(200);
    const job = await createJob(client);
    const logo = new URL((await page(`/jobs/${job.id}`)).posting.hiringOrganization.logo);
    expect(logo.pathname).toMatch(/^\/images\/\w+$/);
    const served = Buffer.from(await (await fetch(server.url + logo.pathname)).arrayBuffer());
    expect((await sharp(served).metadata()).height).toBe(300);
  });

  it("keeps '$' sequences of a job's text as text", async () => {
    const { client } = await registerCompany(server.url);
    const job = await createJob(client, { titulo: "Dev $' fim $& e $1" });
    const { html, posting } = await page(`/jobs/${job.id}`);
    expect(posting.title).toBe("Dev $' fim $& e $1");
    expect(html).toContain("<title>Dev $&#39; fim $&amp; e $1");
    expect(html.match(/<title>/g)).toHaveLength(1);
  });

  it("describes remote jobs as TELECOMMUTE", async () => {
    const { client } = await registerCompany(server.url);
    const job = await createJob(client, { modalidadeTrabalho: "REMOTO", tipoContrato: "PJ", localizacao: null });
    const { posting } = await page(`/jobs/${job.id}`);
    expect(posting).toMatchObject({ jobLocationType: "TELECOMMUTE", employmentType: "CONTRACTOR" });
    expect(posting.jobLocation).toBeUndefined();
    expect(posting.baseSalary).toBeUndefined();
  });

  it("never describes an on-site job without a place as remote", async () => {
    const { client } = await registerCompany(server.url, { nomeEmpresa: "Padaria Central" });
    const job = await createJob(client, { modalidadeTrabalho: "PRESENCIAL", localizacao: null });
    const { html, posting } = await page(`/jobs/${job.id}`);
    expect(html).toMatch(/<meta name="description" content="Padaria Central · Presencial · Local não informado · /);
    expect(posting.jobLocation).toEqual({ "@type": "Place", address: { "@type": "PostalAddress", addressCountry: "BR" } });
    expect(posting.jobLocationType).toBeUndefined();
  });

  it("gives the workplace's CEP as the postal code even without a city, and no postal code when none was given", async () => {
    const { client } = await registerCompany(server.url);
    const withCep = await createJob(client, { localizacao: null, cepLocalTrabalho: "01310-100" });
    expect((await page(`/jobs/${withCep.id}`)).posting.jobLocation.address).toEqual({ "@type": "PostalAddress", postalCode: "01310-100", addressCountry: "BR" });
    const without = await createJob(client, { localizacao: "Recife - PE" });
    expect((await page(`/jobs/${without.id}`)).posting.jobLocation.address).toEqual({
      "@type": "PostalAddress",
      addressLocality: "Recife",
      addressRegion: "PE",
      addressCountry: "BR",
    });
  });

  it("drops the JobPosting when the job is not ATIVA, keeping the title", async () => {
    const { client } = await registerCompany(server.url);
    const job = await createJob(client, { titulo: "Vaga Pausada" });
    await client.put(`/api/vagas/${job.id}`, { statusVaga: "PAUSADA" });
    const { status, html, posting } = await page(`/jobs/${job.id}`);
    expect(status).toBe(200);
    expect(posting).toBeNull();
    expect(html).toContain("<title>Vaga Pausada");
  });

  it("answers 404 with the app for a job that does not exist; other pages get their own title", async () => {
    const missing = await page("/jobs/nao-existe");
    expect(missing.status).toBe(404);
    expect(missing.html).toContain("Vaga não encontrada");
    expect(missing.html).toContain('<div id="root">');
    const create = await page("/jobs/create");
    expect(create.status).toBe(200);
    expect(create.html).toContain("<title>Publicar Nova Vaga · Encaixe</title>");
    expect(create.html).toContain('<meta name="description" content="genérica" />');
    expect(missing.html).toContain("<title>Vaga não encontrada · Encaixe</title>");
  });
});
