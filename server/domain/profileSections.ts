import type * as v from "valibot";
import { requireCandidate } from "../auth/policy.ts";
import type { DomainContext } from "./context.ts";
import { Prisma } from "../db/generated/prisma/client.ts";
import { InvalidInputError, NotFoundError } from "./errors.ts";
import { parseInput } from "./validate.ts";
import {
  cursoSchema,
  experienciaSchema,
  formacaoSchema,
  habilidadeSchema,
  idiomaSchema,
  namedOnce,
  sectionNameKey,
  maxSectionItems,
  sectionFullMessage,
} from "../../shared/validation/profile.ts";

// The five list sections of a candidate's profile, handled alike.

export type SectionName = "formacao" | "experiencia" | "habilidade" | "idioma" | "curso";

const sections = {
  formacao: { schema: formacaoSchema, missing: "Formação não encontrada no seu perfil" },
  experiencia: { schema: experienciaSchema, missing: "Experiência não encontrada no seu perfil" },
  habilidade: { schema: habilidadeSchema, missing: "Habilidade não encontrada no seu perfil" },
  idioma: { schema: idiomaSchema, missing: "Idioma não encontrado no seu perfil" },
  curso: { schema: cursoSchema, missing: "Curso não encontrado no seu perfil" },
} as const satisfies Record<SectionName, { schema: v.GenericSchema; missing: string }>;

/** The Prisma delegate of a section. The five share one shape, so one narrow interface serves them all. */
interface SectionDelegate {
  create(args: object): Promise<Record<string, unknown>>;
  updateMany(args: object): Promise<{ count: number }>;
  deleteMany(args: object): Promise<{ count: number }>;
  findUniqueOrThrow(args: object): Promise<Record<string, unknown>>;
  findMany(args: object): Promise<Record<string, unknown>[]>;
  count(args: object): Promise<number>;
}

const delegate = (ctx: DomainContext, section: SectionName) => ctx.db[section] as unknown as SectionDelegate;

const notFound = (section: SectionName) => new NotFoundError(sections[section].missing);

/**
 * Runs a write that may repeat a skill or language the candidate already has. The database judges
 * (a unique index on the name's key, so two requests at once cannot both pass); a refusal becomes
 * a field error that names the item already there.
 */
async function refusingRepeats<T>(ctx: DomainContext, section: SectionName, candidatoId: string, data: object, write: () => Promise<T>) {
  try {
    return await write();
  } catch (error) {
    if (!(section === "habilidade" || section === "idioma")) throw error;
    if (!(error instanceof Prisma.PrismaClientKnownRequestError) || error.code !== "P2002") throw error;
    const { field, repeated } = namedOnce[section];
    const name = String((data as Record<string, unknown>)[field]);
    const items = await delegate(ctx, section).findMany({ where: { candidatoId }, select: { [field]: true } });
    const existing = items.map((item) => String(item[field])).find((other) => sectionNameKey(other) === sectionNameKey(name));
    throw new InvalidInputError([{ path: [field], message: repeated(existing ?? name) }]);
  }
}

export async function addSectionItem(ctx: DomainContext, section: SectionName, input: unknown) {
  const { candidatoId } = requireCandidate(ctx.viewer);
  const data = parseInput(sections[section].schema, input) as object;
  // Counted before the insert: two adds at once may pass it together, which a bound this far from use allows.
  if ((await delegate(ctx, section).count({ where: { candidatoId } })) >= maxSectionItems) throw new InvalidInputError([], sectionFullMessage);
  return refusingRepeats(ctx, section, candidatoId, data, () => delegate(ctx, section).create({ data: { ...data, candidatoId } }));
}

/** Edits an item in place; only items of the signed-in candidate's own profile. */
export async function updateSectionItem(ctx: DomainContext, section: SectionName, id: string, input: unknown) {
  const { candidatoId } = requireCandidate(ctx.viewer);
  const data = parseInput(sections[section].schema, input) as object;
  const { count } = await refusingRepeats(ctx, section, candidatoId, data, () => delegate(ctx, section).updateMany({ where: { id, candidatoId }, data }));
  if (count === 0) throw notFound(section);
  return delegate(ctx, section).findUniqueOrThrow({ where: { id } });
}

export async function removeSectionItem(ctx: DomainContext, section: SectionName, id: string) {
  const { candidatoId } = requireCandidate(ctx.viewer);
  const { count } = await delegate(ctx, section).deleteMany({ where: { id, candidatoId } });
  if (count === 0) throw notFound(section);
  return { id };
}
