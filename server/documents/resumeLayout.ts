import PDFDocument from "pdfkit";
import { theme } from "../../web/theme/theme.ts";

// How the résumé PDF is drawn: A4, the built-in Helvetica (its WinAnsi encoding has every
// Portuguese letter, so no font is embedded), the brand's teal only on the headline and the
// section titles. resumePdf.ts decides what goes in; this module only places it.

export type Doc = PDFKit.PDFDocument;

const { colors } = theme;
const regular = "Helvetica";
const bold = "Helvetica-Bold";
const margin = { top: 48, bottom: 64, left: 56, right: 56 };
const photoSize = 76;
/** Title, subtitle and a line or two of an entry stay together; a long description may then flow on. */
const entryKeep = 48;
/** A heading's own height: it keeps that plus an entry's start on its page, so it never ends a page alone. */
const headingHeight = 26;

export interface DocumentInfo {
  title: string;
  author: string;
  creator: string;
  createdAt: Date;
}

export function createDocument({ title, author, creator, createdAt }: DocumentInfo): Doc {
  return new PDFDocument({
    size: "A4",
    margins: margin,
    pdfVersion: "1.7",
    lang: "pt-BR",
    displayTitle: true,
    // Footers are written last, once the number of pages is known.
    bufferPages: true,
    // CreationDate also seeds the file ID: the same profile at the same instant gives the same bytes.
    info: { Title: title, Author: author, Creator: creator, CreationDate: createdAt },
  });
}

const contentWidth = (doc: Doc) => doc.page.width - margin.left - margin.right;

function keepOnPage(doc: Doc, height: number) {
  if (doc.y + height > doc.page.maxY()) doc.addPage();
}

export interface Link {
  text: string;
  url?: string;
}

export interface Header {
  name: string;
  headline: string | null;
  contacts: Link[];
  links: Link[];
  photo: Buffer | null;
}

/** One line of items separated by middle dots; items with a URL are links. */
function linkLine(doc: Doc, items: Link[], x: number, width: number) {
  doc.font(regular).fontSize(9.5).fillColor(colors.muted);
  items.forEach((item, index) => {
    const last = index === items.length - 1;
    const options = { width, link: item.url ?? null, continued: !last };
    if (index === 0) doc.text(item.text, x, doc.y, options);
    else doc.text(item.text, options);
    if (!last) doc.text("  ·  ", { link: null, continued: true });
  });
}

/** Photo on the left (if any); name, headline, contacts and links beside it; a brand-coloured rule under all. */
export function drawHeader(doc: Doc, header: Header) {
  const top = doc.y;
  const x = header.photo ? margin.left + photoSize + 18 : margin.left;
  const width = contentWidth(doc) - (x - margin.left);
  if (header.photo) {
    doc.save();
    doc.roundedRect(margin.left, top, photoSize, photoSize, 10).clip();
    doc.image(header.photo, margin.left, top, { width: photoSize, height: photoSize });
    doc.restore();
  }
  doc.font(bold).fontSize(22).fillColor(colors.ink).text(header.name, x, top, { width });
  if (header.headline) doc.font(bold).fontSize(11).fillColor(colors.brand).text(header.headline, x, doc.y + 2, { width });
  doc.moveDown(0.5);
  for (const line of [header.contacts, header.links]) {
    if (!line.length) continue;
    linkLine(doc, line, x, width);
    doc.y += 2;
  }
  const bottom = Math.max(doc.y, header.photo ? top + photoSize : 0) + 12;
  doc.moveTo(margin.left, bottom).lineTo(margin.left + contentWidth(doc), bottom).lineWidth(1.5).strokeColor(colors.brand).stroke();
  doc.x = margin.left;
  doc.y = bottom;
}

// Blocks leave no space after themselves: the heading above them and the gap between them
// (resumePdf.ts's section) make the rhythm, the same after every kind of block.

export function drawHeading(doc: Doc, title: string) {
  doc.y += 20;
  keepOnPage(doc, headingHeight + entryKeep);
  doc.font(bold).fontSize(12.5).fillColor(colors.brand).text(title, margin.left, doc.y, { width: contentWidth(doc) });
  const rule = doc.y + 2;
  doc.moveTo(margin.left, rule).lineTo(margin.left + contentWidth(doc), rule).lineWidth(0.75).strokeColor(colors.border).stroke();
  doc.y = rule + 8;
}

export interface Entry {
  title: string;
  /** Right-aligned on the title's line: 'mar. 2024 – atual'. */
  period: string | null;
  subtitle: string | null;
  body: string | null;
}

export function drawEntry(doc: Doc, { title, period, subtitle, body }: Entry) {
  keepOnPage(doc, entryKeep);
  const top = doc.y;
  const width = contentWidth(doc);
  const periodWidth = period ? doc.font(regular).fontSize(9.5).widthOfString(period) : 0;
  doc.font(bold).fontSize(11).fillColor(colors.ink).text(title, margin.left, top, { width: period ? width - periodWidth - 16 : width });
  if (period) {
    // Written after the title, so the text reads (and is copied, or parsed by a recruiter's system) title first.
    const below = doc.y;
    doc.font(regular).fontSize(9.5).fillColor(colors.muted).text(period, margin.left + width - periodWidth, top + 1.5, { lineBreak: false });
    doc.y = below;
  }
  if (subtitle) doc.font(regular).fontSize(10).fillColor(colors.muted).text(subtitle, margin.left, doc.y + 1, { width });
  if (body) doc.font(regular).fontSize(9.5).fillColor(colors.text).text(body, margin.left, doc.y + 4, { width, lineGap: 2 });
}

/** 'Inglês — Fluente': the label in bold, one per line. */
export function drawLabelled(doc: Doc, label: string, value: string) {
  keepOnPage(doc, 16);
  doc.font(bold).fontSize(10).fillColor(colors.ink).text(label, margin.left, doc.y, { width: contentWidth(doc), continued: true });
  doc.font(regular).fillColor(colors.text).text(` — ${value}`);
}

export function drawParagraph(doc: Doc, text: string) {
  doc.font(regular).fontSize(10).fillColor(colors.text).text(text, margin.left, doc.y, { width: contentWidth(doc), lineGap: 2.5 });
}

/** The same small line at the foot of every page, with the page number when there is more than one. */
export function drawFooters(doc: Doc, text: string) {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index++) {
    doc.switchToPage(index);
    const y = doc.page.height - margin.bottom + 28;
    const width = contentWidth(doc);
    // Text below the bottom margin would otherwise start a new page.
    doc.page.margins.bottom = 0;
    doc.font(regular).fontSize(8).fillColor(colors.muted);
    doc.text(text, margin.left, y, { width, lineBreak: false });
    if (count > 1) doc.text(`Página ${index - start + 1} de ${count}`, margin.left, y, { width, align: "right", lineBreak: false });
    doc.page.margins.bottom = margin.bottom;
  }
}

export function toBuffer(doc: Doc): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    doc.end();
  });
}
