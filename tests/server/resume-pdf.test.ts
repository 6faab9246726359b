import sharp from "sharp";
import { extractText, getDocumentProxy, getMeta } from "unpdf";
import { describe, expect, it } from "vitest";
import { type ResumeData, renderResumePdf } from "../../server/documents/resumePdf.ts";

// The résumé PDF read back as text, the way a recruiter's system would: what it says, in what
// order, and what it must never say. No server is needed: the renderer takes plain data.

const date = (day: string) => new Date(`${day}T00:00:00Z`);
// 02:30 UTC on 5 March is still the 4th in São Paulo: the footer's date is Brazil's.
const options = { brand: "Encaixe", generatedAt: new Date("2026-03-05T02:30:00Z") };
const accents = "Ação, emoção e atenção: café com você, água à vontade, índio, ótimo, útil, câmara e avô.";

const tinyImage = (format: "png" | "webp") =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: "#0f766e" } })
    .toFormat(format)
    .toBuffer();

async function fullProfile(photo: "png" | "webp" = "png"): Promise<ResumeData> {
  return {
    nomeCompleto: "Conceição Araújo Gonçalves",
    email: "conceicao@exemplo.com.br",
    telefonePrincipal: "11987654321",
    enderecoCidade: "São Paulo",
    enderecoEstado: "SP",
    linkLinkedIn: "https://www.linkedin.com/in/conceicao",
    linkPortfolio: "https://conceicao.dev",
    objetivoProfissional: accents,
    areaInteresse: "tecnologia",
    nivelProfissional: "JUNIOR",
    foto: { contentType: `image/${photo}`, bytes: await tinyImage(photo) },
    experiencias: [
      { empresa: "Padaria Pão de Açúcar", cargo: "Auxiliar Administrativa", dataInicio: date("2019-01-01"), dataFim: date("2021-06-01"), descricao: null },
      { empresa: "Ação Social Tecnologia", cargo: "Desenvolvedora Júnior", dataInicio: date("2024-03-01"), dataFim: null, descricao: "Manutenção de APIs em Node.js." },
    ],
    formacoes: [
      { instituicao: "Escola Técnica Estadual", curso: "Técnico em Informática", nivel: "TECNICO", status: "CONCLUIDO", dataInicio: date("2016-02-01"), dataFim: date("2017-12-01") },
      { instituicao: "Universidade de São Paulo", curso: "Ciência da Computação", nivel: "GRADUACAO", status: "EM_ANDAMENTO", dataInicio: date("2022-02-01"), dataFim: null },
    ],
    cursos: [{ nomeCurso: "Introdução à Programação", instituicao: "Fundação Bradesco", anoConclusao: 2020 }],
    idiomas: [{ idioma: "Inglês", nivel: "FLUENTE" }],
    habilidades: ["TypeScript", "Gestão de tempo"],
  };
}

const emptyProfile: ResumeData = {
  nomeCompleto: "João Ninguém",
  email: "joao@exemplo.com",
  telefonePrincipal: null,
  enderecoCidade: null,
  enderecoEstado: null,
  linkLinkedIn: null,
  linkPortfolio: null,
  objetivoProfissional: null,
  areaInteresse: null,
  nivelProfissional: null,
  foto: null,
  formacoes: [],
  experiencias: [],
  habilidades: [],
  idiomas: [],
  cursos: [],
};

const sectionTitles = ["Objetivo profissional", "Experiência profissional", "Formação acadêmica", "Cursos", "Idiomas", "Habilidades"];

async function read(pdf: Buffer) {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const { totalPages, text } = await extractText(document, { mergePages: true });
  const { info } = await getMeta(document);
  // Skills keep their words together with no-break spaces; read them as plain spaces.
  return { totalPages, text: text.replace(/\u00a0/g, " "), info: info as Record<string, unknown> };
}

/** Images drawn on the pages: PDFKit writes object dictionaries uncompressed. */
const imageCount = (pdf: Buffer) => pdf.toString("latin1").split("/Subtype /Image").length - 1;

describe("renderResumePdf", () => {
  it("writes a full profile in Portuguese: sections, labels, dates, accents and the footer", async () => {
    const pdf = await renderResumePdf(await fullProfile(), options);
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const { text, totalPages } = await read(pdf);

    expect(totalPages).toBe(1);
    for (const expected of [
      "Conceição Araújo Gonçalves",
      "Júnior · Tecnologia",
      "conceicao@exemplo.com.br",
      "(11) 98765-4321",
      "São Paulo, SP",
      "linkedin.com/in/conceicao",
      ...sectionTitles,
      "Desenvolvedora Júnior",
      "mar. 2024 – atual",
      "jan. 2019 – jun. 2021",
      "Universidade de São Paulo · Graduação · Em andamento",
      "Escola Técnica Estadual · Técnico · Concluído",
      "Introdução à Programação",
      "Inglês — Fluente",
      "TypeScript · Gestão de tempo",
      accents,
      "Gerado por Encaixe em 04/03/2026",
    ]) {
      expect(text).toContain(expected);
    }
    expect(imageCount(pdf)).toBe(1);
  });

  it("lists experiences and education newest first, the current ones on top", async () => {
    const { text } = await read(await renderResumePdf(await fullProfile(), options));
    expect(text.indexOf("Desenvolvedora Júnior")).toBeLessThan(text.indexOf("Auxiliar Administrativa"));
    expect(text.indexOf("Ciência da Computação")).toBeLessThan(text.indexOf("Técnico em Informática"));
  });

  it("draws a WebP photo, which PDFKit cannot read by itself", async () => {
    const pdf = await renderResumePdf(await fullProfile("webp"), options);
    expect(imageCount(pdf)).toBe(1);
  });

  it("leaves the photo out, not the résumé, when the stored photo cannot be read", async () => {
    const profile = { ...(await fullProfile()), foto: { contentType: "image/png", bytes: new Uint8Array([1, 2, 3]) } };
    const pdf = await renderResumePdf(profile, options);
    expect(imageCount(pdf)).toBe(0);
    expect((await read(pdf)).text).toContain("Conceição Araújo Gonçalves");
  });

  it("names the document for the person, in Portuguese, made by the brand", async () => {
    const { info } = await read(await renderResumePdf(await fullProfile(), options));
    expect(info).toMatchObject({
      Title: "Currículo — Conceição Araújo Gonçalves",
      Author: "Conceição Araújo Gonçalves",
      Creator: "Encaixe",
      Language: "pt-BR",
    });
  });

  it("leaves out every empty section: a new profile shows only the name, the e-mail and the footer", async () => {
    const pdf = await renderResumePdf(emptyProfile, options);
    const { text, totalPages } = await read(pdf);
    expect(totalPages).toBe(1);
    expect(text).toContain("João Ninguém");
    expect(text).toContain("joao@exemplo.com");
    expect(text).toContain("Gerado por Encaixe em 04/03/2026");
    for (const title of sectionTitles) expect(text).not.toContain(title);
    expect(imageCount(pdf)).toBe(0);
  });

  it("never prints the CPF, street address, birth date or gender, even when the row it is given holds them", async () => {
    const row = { ...(await fullProfile()), cpf: "52998224725", enderecoRua: "Rua das Acácias", dataNascimento: date("1990-07-15"), genero: "FEMININO" };
    const { text } = await read(await renderResumePdf(row, options));
    for (const secret of ["52998224725", "529.982.247-25", "Acácias", "1990", "15/07", "Feminino", "FEMININO"]) {
      expect(text).not.toContain(secret);
    }
  });

  it("flows long descriptions onto a second page, with page numbers", async () => {
    const profile = await fullProfile();
    const paragraph = "Responsável por integrações, relatórios e atendimento às áreas de negócio. ".repeat(12);
    profile.experiencias = Array.from({ length: 6 }, (_, index) => ({
      empresa: `Empresa ${index + 1}`,
      cargo: `Analista ${index + 1}`,
      dataInicio: date(`201${index}-01-01`),
      dataFim: date(`201${index}-12-01`),
      descricao: paragraph,
    }));
    const { text, totalPages } = await read(await renderResumePdf(profile, options));
    expect(totalPages).toBe(2);
    expect(text).toContain("Página 1 de 2");
    expect(text).toContain("Página 2 de 2");
    expect(text).toContain("Habilidades");
  });

  it("never ends a page with a section title, however long the text before it", async () => {
    const profile = await fullProfile();
    const sentence = "Responsável por integrações, relatórios e atendimento às áreas de negócio. ";
    for (let sentences = 1; sentences <= 40; sentences += 3) {
      profile.experiencias = Array.from({ length: 4 }, (_, index) => ({
        empresa: `Empresa ${index + 1}`,
        cargo: `Analista ${index + 1}`,
        dataInicio: date(`201${index}-01-01`),
        dataFim: date(`201${index}-12-01`),
        descricao: sentence.repeat(index === 3 ? sentences : 6),
      }));
      const document = await getDocumentProxy(new Uint8Array(await renderResumePdf(profile, options)));
      const { text: pages } = await extractText(document, { mergePages: false });
      for (const page of pages) {
        const lines = page.split("\n").filter((line) => line.trim() && !/^(Gerado por|Página)/.test(line.trim()));
        expect(sectionTitles, `${sentences} sentences`).not.toContain(lines.at(-1)?.trim());
      }
    }
  });

  it("gives the same bytes for the same profile at the same instant", async () => {
    const profile = await fullProfile();
    expect((await renderResumePdf(profile, options)).equals(await renderResumePdf(profile, options))).toBe(true);
  });
});
