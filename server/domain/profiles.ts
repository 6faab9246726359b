import { requireCandidate, requireCompany, requireSignedIn } from "../auth/policy.ts";
import { Prisma } from "../db/generated/prisma/client.ts";
import type { DomainContext } from "./context.ts";
import { ConflictError, InvalidInputError } from "./errors.ts";
import { imageUrl, storeImage } from "./images.ts";
import { parseInput } from "./validate.ts";
import { candidateProfileSchema, companyProfileSchema } from "../../shared/validation/profile.ts";

const isoDate = (date: Date | null) => date?.toISOString().slice(0, 10) ?? null;

async function ownCandidate(ctx: DomainContext) {
  const { candidatoId } = requireCandidate(ctx.viewer);
  return ctx.db.candidato.findUniqueOrThrow({ where: { id: candidatoId } });
}

/** Saves the personal section, and the photo when given (null removes it). Fields left out keep their values; the email never changes here. */
export async function updateCandidateProfile(ctx: DomainContext, input: Record<string, unknown>, foto?: Uint8Array | null) {
  const current = await ownCandidate(ctx);
  const merged = { ...current, dataNascimento: isoDate(current.dataNascimento), ...definedEntries(input) };
  await withImage(ctx, foto, "foto", async () => {
    const data = parseInput(candidateProfileSchema, merged);
    await ctx.db.candidato.update({ where: { id: current.id }, data });
  });
  return { id: current.id };
}

async function ownCompany(ctx: DomainContext) {
  const { empresaId } = requireCompany(ctx.viewer);
  return ctx.db.empresa.findUniqueOrThrow({ where: { id: empresaId } });
}

/** Saves the company profile, and the logo when given (null removes it). Fields left out keep their values. */
export async function updateCompanyProfile(ctx: DomainContext, input: Record<string, unknown>, logo?: Uint8Array | null) {
  const current = await ownCompany(ctx);
  await withImage(ctx, logo, "logo", async () => {
    const data = parseInput(companyProfileSchema, { ...current, ...definedEntries(input) });
    try {
      await ctx.db.empresa.update({ where: { id: current.id }, data });
    } catch (error) {
      if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
        throw new InvalidInputError([{ path: ["cnpj"], message: "Este CNPJ já está cadastrado" }]);
      }
      throw error;
    }
  });
  return { id: current.id };
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
 * Saves a profile form with its photo or logo (`undefined` leaves the image as
 * it is, `null` removes it): the image is checked and stored first, the fields
 * next, and only then is the image linked, so a refusal of either changes nothing.
 */
async function withImage(ctx: DomainContext, image: Uint8Array | null | undefined, field: "foto" | "logo", save: () => Promise<void>) {
  const imageId = image ? await storeImage(ctx.db, image, field) : image;
  try {
    await save();
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
