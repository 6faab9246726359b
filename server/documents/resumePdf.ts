import sharp from "sharp";
import { brazilDay } from "../../shared/analyticsPeriod.ts";
import { areaLabel, nivelFormacaoLabels, nivelIdiomaLabels, nivelLabels, statusFormacaoLabels } from "../../shared/catalog.ts";
import { maskPhone } from "../../shared/masks.ts";
import { place } from "../../shared/place.ts";
import type { NivelFormacao, NivelIdioma, NivelVaga, StatusFormacao } from "../db/generated/prisma/enums.ts";
import { maxInputPixels } from "../domain/imageProcessing.ts";
import { createDocument, type Doc, drawEntry, drawFooters, drawHeader, drawHeading, drawLabelled, drawParagraph, type Link, toBuffer } from "./resumeLayout.ts";

// A candidate's profile as a one- or two-page résumé in Portuguese, for the candidate to download
// or a company to read offline. Only what a résumé needs: no CPF, street address, birth date or
// gender, which the profile holds for other purposes and which a résumé should not spread.

export interface ResumeData {
  nomeCompleto: string;
  email: string;
  telefonePrincipal: string | null;
  enderecoCidade: string | null;
  enderecoEstado: string | null;
  linkLinkedIn: string | null;
  linkPortfolio: string | null;
  objetivoProfissional: string | null;
  areaInteresse: string | null;
  nivelProfissional: NivelVaga | null;
  foto: { contentType: string; bytes: Uint8Array } | null;
  formacoes: {
    instituicao: string;
    curso: string;
    nivel: NivelFormacao;
    status: StatusFormacao;
    dataInicio: Date | null;
    dataFim: Date | null;
  }[];
  experiencias: { empresa: string; cargo: string; dataInicio: Date | null; dataFim: Date | null; descricao: string | null }[];
  habilidades: string[];
  idiomas: { idioma: string; nivel: NivelIdioma }[];
  cursos: { nomeCurso: string; instituicao: string | null; anoConclusao: number | null }[];
}

export interface ResumeOptions {
  /** The site's name, in the PDF's Creator and in the footer. */
  brand: string;
  /** When the résumé is made: the footer's date, and the PDF's creation date. */
  generatedAt: Date;
}

const months = ["jan.", "fev.", "mar.", "abr.", "mai.", "jun.", "jul.", "ago.", "set.", "out.", "nov.", "dez."];

/** 'mar. 2024'; profile dates are calendar dates, stored at midnight UTC. */
const monthYear = (date: Date) => `${months[date.getUTCMonth()]} ${date.getUTCFullYear()}`;

/** 'mar. 2024 – atual', 'jan. 2019 – dez. 2022', or what is known of it. */
function period(start: Date | null, end: Date | null, ongoing: boolean): string | null {
  const to = end ? monthYear(end) : ongoing ? "atual" : null;
  if (!start) return end ? monthYear(end) : null;
  return to ? `${monthYear(start)} – ${to}` : monthYear(start);
}

const descending = (a: number, b: number) => (a === b ? 0 : a < b ? 1 : -1);

/** Newest first: what is still going on, then by end, then by start; undated entries last. */
function newestFirst<T>(items: T[], dates: (item: T) => { start: Date | null; end: Date | null; ongoing: boolean }): T[] {
  const key = (item: T) => {
    const { start, end, ongoing } = dates(item);
    const startTime = start?.getTime() ?? Number.NEGATIVE_INFINITY;
    return { end: end?.getTime() ?? (ongoing ? Number.POSITIVE_INFINITY : startTime), start: startTime };
  };
  return [...items].sort((a, b) => {
    const [first, second] = [key(a), key(b)];
    return descending(first.end, second.end) || descending(first.start, second.start);
  });
}

/** An experience without an end date is the current job (the form says so); without any date, nothing is known. */
const experienceDates = (experience: ResumeData["experiencias"][number]) => ({
  start: experience.dataInicio,
  end: experience.dataFim,
  ongoing: experience.dataInicio !== null,
});

const educationDates = (education: ResumeData["formacoes"][number]) => ({
  start: education.dataInicio,
  end: education.dataFim,
  ongoing: education.status === "EM_ANDAMENTO",
});

/** Stored photos may be WebP, which PDFKit cannot read: every photo becomes a small square JPEG. */
async function photoJpeg(foto: ResumeData["foto"]): Promise<Buffer | null> {
  if (!foto) return null;
  try {
    return await sharp(foto.bytes, { limitInputPixels: maxInputPixels })
      .resize(240, 240, { fit: "cover" })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 85 })
      .toBuffer();
  } catch {
    // A photo that cannot be read costs the résumé its photo, not the résumé.
    return null;
  }
}

/** 'linkedin.com/in/ana': links read shorter without their scheme; only web addresses become links. */
function webLink(url: string | null): Link | null {
  const text = url?.trim();
  if (!text) return null;
  const readable = text.replace(/^https?:\/\/(www\.)?/i, "").replace(/\/$/, "");
  return /^https?:\/\//i.test(text) ? { text: readable, url: text } : { text: readable };
}

function header(data: ResumeData, photo: Buffer | null) {
  const where = place(data.enderecoCidade, data.enderecoEstado);
  const headline = [data.nivelProfissional && nivelLabels[data.nivelProfissional], data.areaInteresse && areaLabel(data.areaInteresse)]
    .filter(Boolean)
    .join(" · ");
  const contacts: Link[] = [
    { text: data.email, url: `mailto:${data.email}` },
    ...(data.telefonePrincipal ? [{ text: maskPhone(data.telefonePrincipal) }] : []),
    ...(where ? [{ text: where }] : []),
  ];
  const links = [webLink(data.linkLinkedIn), webLink(data.linkPortfolio)].filter((link) => link !== null);
  return { name: data.nomeCompleto.trim(), headline: headline || null, contacts, links, photo };
}

/** A titled section, only when it has something to show; `gap` separates its items. */
function section<T>(doc: Doc, title: string, items: T[], draw: (item: T) => void, gap = 9) {
  if (!items.length) return;
  drawHeading(doc, title);
  items.forEach((item, index) => {
    if (index) doc.y += gap;
    draw(item);
  });
}

export async function renderResumePdf(data: ResumeData, options: ResumeOptions): Promise<Buffer> {
  const name = data.nomeCompleto.trim();
  const doc = createDocument({ title: `Currículo — ${name}`, author: name, creator: options.brand, createdAt: options.generatedAt });
  drawHeader(doc, header(data, await photoJpeg(data.foto)));

  const objective = data.objetivoProfissional?.trim();
  section(doc, "Objetivo profissional", objective ? [objective] : [], (text) => drawParagraph(doc, text));
  section(doc, "Experiência profissional", newestFirst(data.experiencias, experienceDates), (experience) =>
    drawEntry(doc, {
      title: experience.cargo,
      period: period(experience.dataInicio, experience.dataFim, experienceDates(experience).ongoing),
      subtitle: experience.empresa,
      body: experience.descricao?.trim() || null,
    }),
  );
  section(doc, "Formação acadêmica", newestFirst(data.formacoes, educationDates), (education) =>
    drawEntry(doc, {
      title: education.curso,
      period: period(education.dataInicio, education.dataFim, educationDates(education).ongoing),
      subtitle: [education.instituicao, nivelFormacaoLabels[education.nivel], statusFormacaoLabels[education.status]].join(" · "),
      body: null,
    }),
  );
  const courses = [...data.cursos].sort((a, b) => (b.anoConclusao ?? 0) - (a.anoConclusao ?? 0));
  section(doc, "Cursos", courses, (course) =>
    drawEntry(doc, { title: course.nomeCurso, period: course.anoConclusao?.toString() ?? null, subtitle: course.instituicao, body: null }),
  );
  section(doc, "Idiomas", data.idiomas, (language) => drawLabelled(doc, language.idioma, nivelIdiomaLabels[language.nivel]), 3);
  // No-break spaces inside a skill: lines break between skills, never inside 'Gestão de equipes'.
  const skills = data.habilidades.map((skill) => skill.trim().replace(/\s+/g, "\u00a0")).filter(Boolean);
  section(doc, "Habilidades", skills.length ? [skills.join("  ·  ")] : [], (text) => drawParagraph(doc, text));

  const day = brazilDay(options.generatedAt).split("-").reverse().join("/");
  drawFooters(doc, `Gerado por ${options.brand} em ${day}`);
  return toBuffer(doc);
}
