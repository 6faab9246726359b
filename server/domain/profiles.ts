import { requireCandidate, requireCompany, requireSignedIn } from "../auth/policy.ts";
import { Prisma } from "../db/generated/prisma/client.ts";
import { profileCompleteness } from "./completeness.ts";
import type { DomainContext } from "./context.ts";
import { ConflictError, ForbiddenError, InvalidInputError, NotFoundError } from "./errors.ts";
import { imageUrl, storeImage } from "./images.ts";
import { parseInput } from "./validate.ts";
import { candidateProfileSchema, companyProfileSchema } from "../../shared/validation/profile.ts";

const isoDate = (date: Date | null) => date?.toISOString().slice(0, 10) ?? null;

export const ownCandidateInclude = {
  user: { select: { email: true } },
  _count: { select: { formacoes: true, experiencias: true, habilidades: true, idiomas: true, cursos: true } },
} as const;

export async function getOwnCandidateProfile(ctx: DomainContext) {
  const { candidatoId } = requireCandidate(ctx.viewer);
  return ctx.db.candidato.findUniqueOrThrow({ where: { id: candidatoId }, include: ownCandidateInclude });
}

export function candidateCompleteness(profile: Awaited<ReturnType<typeof getOwnCandidateProfile>>) {
  return profileCompleteness({ ...profile, email: profile.user.email, ...profile._count });
}

/** Saves the personal section. Fields left out keep their values; the email never changes here. */
export async function updateCandidateProfile(ctx: DomainContext, input: Record<string, unknown>) {
  const current = await getOwnCandidateProfile(ctx);
  const merged = { ...current, dataNascimento: isoDate(current.dataNascimento), ...definedEntries(input) };
  const data = parseInput(candidateProfileSchema, merged);
  await ctx.db.candidato.update({ where: { id: current.id }, data });
  return getOwnCandidateProfile(ctx);
}

export async function getOwnCompanyProfile(ctx: DomainContext) {
  const { empresaId } = requireCompany(ctx.viewer);
  return ctx.db.empresa.findUniqueOrThrow({ where: { id: empresaId }, include: { user: { select: { email: true } } } });
}

export async function updateCompanyProfile(ctx: DomainContext, input: Record<string, unknown>) {
  const current = await getOwnCompanyProfile(ctx);
  const data = parseInput(companyProfileSchema, { ...current, ...definedEntries(input) });
  try {
    await ctx.db.empresa.update({ where: { id: current.id }, data });
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      throw new InvalidInputError([{ path: ["cnpj"], message: "Este CNPJ já está cadastrado" }]);
    }
    throw error;
  }
  return getOwnCompanyProfile(ctx);
}

/** The profile of whoever is signed in: a candidate's or a company's. */
export async function getOwnProfile(ctx: DomainContext) {
  const user = requireSignedIn(ctx.viewer);
  return user.userType === "CANDIDATO"
    ? { kind: "candidato" as const, profile: await getOwnCandidateProfile(ctx) }
    : { kind: "empresa" as const, profile: await getOwnCompanyProfile(ctx) };
}

const definedEntries = (input: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(input ?? {}).filter(([, value]) => value !== undefined));

/**
 * Sets (or, with null, removes) the candidate's photo or the company's logo.
 * The new image is a checked, metadata-free copy; the old one is deleted.
 */
export async function replaceProfileImage(ctx: DomainContext, bytes: Uint8Array | null): Promise<string | null> {
  const user = requireSignedIn(ctx.viewer);
  const imageId = bytes ? await storeImage(ctx.db, bytes, user.userType === "CANDIDATO" ? "foto" : "logo") : null;
  return linkProfileImage(ctx, imageId);
}

/**
 * The profile form with its photo or logo (`undefined` leaves the image as it
 * is, `null` removes it): the image is checked and stored first, the fields
 * next, and only then is the image linked, so a refusal of either changes nothing.
 */
export async function updateOwnProfile(ctx: DomainContext, fields: Record<string, unknown>, image: Uint8Array | null | undefined): Promise<void> {
  const user = requireSignedIn(ctx.viewer);
  const imageId = image ? await storeImage(ctx.db, image, user.userType === "CANDIDATO" ? "foto" : "logo") : image;
  try {
    if (user.userType === "CANDIDATO") await updateCandidateProfile(ctx, fields);
    else await updateCompanyProfile(ctx, fields);
  } catch (error) {
    if (imageId) await ctx.db.image.deleteMany({ where: { id: imageId } });
    throw error;
  }
  if (imageId !== undefined) await linkProfileImage(ctx, imageId);
}

async function linkProfileImage(ctx: DomainContext, imageId: string | null): Promise<string | null> {
  const user = requireSignedIn(ctx.viewer);
  const candidate = user.userType === "CANDIDATO";
  // Swap only if nobody swapped meanwhile, so two uploads at once cannot orphan an image.
  for (let attempt = 0; attempt < 5; attempt++) {
    let previous: string | null;
    let swapped: number;
    if (candidate) {
      const { candidatoId } = requireCandidate(user);
      previous = (await ctx.db.candidato.findUniqueOrThrow({ where: { id: candidatoId }, select: { fotoId: true } })).fotoId;
      ({ count: swapped } = await ctx.db.candidato.updateMany({ where: { id: candidatoId, fotoId: previous }, data: { fotoId: imageId } }));
    } else {
      const { empresaId } = requireCompany(user);
      previous = (await ctx.db.empresa.findUniqueOrThrow({ where: { id: empresaId }, select: { logoId: true } })).logoId;
      ({ count: swapped } = await ctx.db.empresa.updateMany({ where: { id: empresaId, logoId: previous }, data: { logoId: imageId } }));
    }
    if (swapped === 1) {
      if (previous) await ctx.db.image.deleteMany({ where: { id: previous } });
      return imageUrl(imageId);
    }
  }
  if (imageId) await ctx.db.image.deleteMany({ where: { id: imageId } });
  throw new ConflictError("A imagem foi alterada ao mesmo tempo por outra pessoa. Tente novamente.");
}

export const candidateSectionsInclude = {
  user: { select: { email: true } },
  formacoes: { orderBy: [{ dataInicio: "desc" }, { createdAt: "desc" }] },
  experiencias: { orderBy: [{ dataInicio: "desc" }, { createdAt: "desc" }] },
  habilidades: { orderBy: { createdAt: "asc" } },
  idiomas: { orderBy: { createdAt: "asc" } },
  cursos: { orderBy: { createdAt: "desc" } },
} satisfies Prisma.CandidatoInclude;

/**
 * A candidate's profile as companies see it (the candidate may read their own
 * too). Another candidate or a visitor may not; private fields are left out by
 * the serializers, never sent.
 */
export async function getCandidateProfile(ctx: DomainContext, candidatoId: string) {
  const viewer = requireSignedIn(ctx.viewer);
  if (viewer.userType !== "EMPRESA" && viewer.candidatoId !== candidatoId) {
    throw new ForbiddenError("Acesso negado: apenas empresas podem ver perfis de candidatos");
  }
  const candidato = await ctx.db.candidato.findUnique({ where: { id: candidatoId }, include: candidateSectionsInclude });
  if (!candidato) throw new NotFoundError("Perfil não encontrado");
  return candidato;
}

/** Search result cards: the candidate with their skills, in the order of the ids. */
export async function loadCandidateCards(ctx: DomainContext, ids: string[]) {
  const rows = await ctx.db.candidato.findMany({
    where: { id: { in: ids } },
    include: { habilidades: { orderBy: { createdAt: "asc" } }, user: { select: { email: true } } },
  });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
}
