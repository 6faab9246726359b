import { Prisma } from "../db/generated/prisma/client.ts";
import type { ModalidadeTrabalho, NivelVaga, StatusVaga, TipoContrato } from "../db/generated/prisma/enums.ts";
import type { Db } from "../db/database.ts";
import { nivelSearchGroups } from "./catalog.ts";
import { InvalidInputError } from "./errors.ts";
import { parseInput } from "./validate.ts";
import { jobSearchSchema } from "./validation/job.ts";

export interface JobSearchFilters {
  /** Free text: Portuguese full-text over title, area, company, requirements and description. */
  texto?: string | null;
  /** City or state, matched without accents or case ("sao paulo" finds "São Paulo - SP"). */
  localizacao?: string | null;
  areaAtuacao?: string | null;
  nivelVaga?: NivelVaga | null;
  tipoContrato?: TipoContrato | null;
  modalidadeTrabalho?: ModalidadeTrabalho | null;
  /** Defaults to ATIVA: visitors search open jobs. */
  statusVaga?: StatusVaga | null;
}

export interface JobSearchPage {
  /** The page's jobs in order, each with the cursor that continues after it. */
  items: { id: string; cursor: string }[];
  hasNextPage: boolean;
  /** Counted only when asked for (one more statement). */
  totalCount: () => Promise<number>;
}

export const maxPageSize = 50;

interface Cursor {
  /** Relevance, as text, when the search has free text. */
  r: string | null;
  /** createdAt with microseconds, as PostgreSQL printed it. */
  c: string;
  i: string;
}

const encodeCursor = (cursor: Cursor) => Buffer.from(JSON.stringify(cursor)).toString("base64url");

function decodeCursor(value: string): Cursor {
  try {
    const parsed = JSON.parse(Buffer.from(value, "base64url").toString("utf8")) as Cursor;
    if (typeof parsed.c === "string" && typeof parsed.i === "string" && (parsed.r === null || typeof parsed.r === "string")) {
      return parsed;
    }
  } catch {
    // fall through
  }
  throw new InvalidInputError([{ path: ["after"], message: "Cursor de paginação inválido" }]);
}

/** The same folding the database applies to localizacaoBusca: lower case, no accents. */
export const foldText = (text: string) => text.normalize("NFD").replace(/\p{Diacritic}/gu, "").toLowerCase();

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function whereClauses(filters: JobSearchFilters, hasText: boolean): Prisma.Sql[] {
  const clauses: Prisma.Sql[] = [Prisma.sql`v."statusVaga" = ${filters.statusVaga ?? "ATIVA"}::"StatusVaga"`];
  if (hasText) clauses.push(Prisma.sql`v."busca" @@ q.query`);
  // Each word of the location must appear: "sao paulo sp" finds "São Paulo - SP".
  for (const word of foldText(filters.localizacao ?? "").split(/[\s,;/-]+/).filter(Boolean)) {
    clauses.push(Prisma.sql`v."localizacaoBusca" LIKE ${`%${escapeLike(word)}%`}`);
  }
  if (filters.areaAtuacao) clauses.push(Prisma.sql`v."areaAtuacao" = ${filters.areaAtuacao}`);
  if (filters.nivelVaga) {
    const levels = nivelSearchGroups[filters.nivelVaga] ?? [filters.nivelVaga];
    clauses.push(Prisma.sql`v."nivelVaga" IN (${Prisma.join(levels.map((level) => Prisma.sql`${level}::"NivelVaga"`))})`);
  }
  if (filters.tipoContrato) clauses.push(Prisma.sql`v."tipoContrato" = ${filters.tipoContrato}::"TipoContrato"`);
  if (filters.modalidadeTrabalho) {
    clauses.push(Prisma.sql`v."modalidadeTrabalho" = ${filters.modalidadeTrabalho}::"ModalidadeTrabalho"`);
  }
  return clauses;
}

/**
 * One page of job ids in relevance order (then newest first), or newest first
 * without free text. Keyset pagination: a job inserted between two pages
 * neither repeats nor hides another.
 */
export async function searchJobs(
  db: Db,
  rawFilters: unknown,
  page: { first?: number | null; after?: string | null } = {},
): Promise<JobSearchPage> {
  const filters: JobSearchFilters = parseInput(jobSearchSchema, rawFilters ?? {});
  const first = Math.min(Math.max(page.first ?? 20, 1), maxPageSize);
  const texto = filters.texto?.trim().slice(0, 200) ?? "";
  const hasText = texto !== "";
  const cursor = page.after ? decodeCursor(page.after) : null;
  const where = whereClauses(filters, hasText);
  const queryCte = Prisma.sql`WITH q AS (SELECT websearch_to_tsquery('public.encaixe_pt', ${texto}) AS query)`;

  let rows: { id: string; created: string; rank: string | null }[];
  if (hasText) {
    const after = cursor
      ? Prisma.sql`WHERE (m.rank < ${cursor.r ?? "0"}::numeric OR (m.rank = ${cursor.r ?? "0"}::numeric AND (m."createdAt", m.id) < (${cursor.c}::timestamp, ${cursor.i})))`
      : Prisma.empty;
    rows = await db.$queryRaw`
      ${queryCte},
      m AS (
        SELECT v.id, v."createdAt", round(ts_rank_cd(v."busca", q.query, 32)::numeric, 6) AS rank
        FROM "Vaga" v, q
        WHERE ${Prisma.join(where, " AND ")}
      )
      SELECT m.id, to_char(m."createdAt", 'YYYY-MM-DD"T"HH24:MI:SS.US') AS created, m.rank::text AS rank
      FROM m ${after}
      ORDER BY m.rank DESC, m."createdAt" DESC, m.id DESC
      LIMIT ${first + 1}`;
  } else {
    if (cursor) where.push(Prisma.sql`(v."createdAt", v.id) < (${cursor.c}::timestamp, ${cursor.i})`);
    rows = await db.$queryRaw`
      SELECT v.id, to_char(v."createdAt", 'YYYY-MM-DD"T"HH24:MI:SS.US') AS created, NULL AS rank
      FROM "Vaga" v
      WHERE ${Prisma.join(where, " AND ")}
      ORDER BY v."createdAt" DESC, v.id DESC
      LIMIT ${first + 1}`;
  }

  const hasNextPage = rows.length > first;
  const pageRows = rows.slice(0, first);
  const countWhere = whereClauses(filters, hasText);
  return {
    items: pageRows.map((row) => ({ id: row.id, cursor: encodeCursor({ r: row.rank, c: row.created, i: row.id }) })),
    hasNextPage,
    totalCount: async () => {
      const [result] = await db.$queryRaw<{ count: number }[]>`
        ${hasText ? queryCte : Prisma.empty}
        SELECT count(*)::int AS count FROM "Vaga" v ${hasText ? Prisma.sql`, q` : Prisma.empty}
        WHERE ${Prisma.join(countWhere, " AND ")}`;
      return result?.count ?? 0;
    },
  };
}
