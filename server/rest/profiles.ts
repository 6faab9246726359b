import { searchCandidates } from "../domain/candidateSearch.ts";
import { lookupCep } from "../domain/cep.ts";
import { NotFoundError } from "../domain/errors.ts";
import { bytesFromDataUrl, maxUploadBytes, uploadTooLarge } from "../domain/images.ts";
import { addSectionItem, isSectionName, listSection, removeSectionItem, updateSectionItem } from "../domain/profileSections.ts";
import {
  candidateCompleteness,
  getCandidateProfile,
  getOwnProfile,
  loadCandidateCards,
  replaceProfileImage,
  updateOwnProfile,
} from "../domain/profiles.ts";
import type { DomainContext } from "../domain/context.ts";
import { BadRequest, json, PayloadTooLarge, readBody, readJson } from "./http.ts";
import type { Router } from "./router.ts";
import { candidateOwnJson, candidatePublicJson, companyOwnJson, sectionItemJson } from "./serializers.ts";

async function ownProfileJson(ctx: DomainContext) {
  const own = await getOwnProfile(ctx);
  return own.kind === "candidato"
    ? { profile: candidateOwnJson(own.profile, candidateCompleteness(own.profile)) }
    : { profile: companyOwnJson(own.profile) };
}

function sectionOf(name: string | undefined) {
  if (!name || !isSectionName(name)) throw new NotFoundError("Seção do perfil não encontrada");
  return name;
}

/** Room for multipart framing around a 10 MB image. */
const uploadLimit = maxUploadBytes + 64 * 1024;

/** The photo or logo in a request: multipart (field foto, logo or file) or the image bytes as the body. */
async function uploadedBytes(request: Request): Promise<Uint8Array> {
  const type = request.headers.get("content-type") ?? "";
  let body: Uint8Array;
  try {
    body = await readBody(request, uploadLimit);
  } catch (error) {
    if (error instanceof PayloadTooLarge) throw uploadTooLarge("foto");
    throw error;
  }
  if (type.startsWith("multipart/form-data")) {
    const form = await new Response(new Blob([body as BlobPart]), { headers: { "content-type": type } }).formData().catch(() => {
      throw new BadRequest("Corpo multipart inválido");
    });
    const file = form.get("foto") ?? form.get("logo") ?? form.get("file");
    if (!(file instanceof Blob)) throw new BadRequest("Envie a imagem no campo foto");
    return new Uint8Array(await file.arrayBuffer());
  }
  return body;
}

const first = (query: URLSearchParams, ...names: string[]) => names.map((name) => query.get(name)).find((v) => v) ?? null;

export function profileRoutes(router: Router) {
  router
    .on("GET", "/api/profile", async (ctx) => json(await ownProfileJson(ctx)))
    .on("PUT", "/api/profile", async (ctx, { request }) => {
      const body = ((await readJson(request)) ?? {}) as Record<string, unknown>;
      const { fotoUrl, logoUrl, email: _email, completude: _completude, id: _id, ...fields } = body;
      // The spec's client sends the photo as a data URL inside the profile.
      const own = await getOwnProfile(ctx);
      const image = fotoUrl ?? logoUrl;
      const bytes =
        typeof image === "string" && image.startsWith("data:") ? bytesFromDataUrl(image, own.kind === "empresa" ? "logo" : "foto") : image === null ? null : undefined;
      await updateOwnProfile(ctx, fields, bytes);
      return json(await ownProfileJson(ctx));
    })
    .on("POST", "/api/profile/foto", async (ctx, { request }) => json({ url: await replaceProfileImage(ctx, await uploadedBytes(request)) }))
    .on("POST", "/api/profile/logo", async (ctx, { request }) => json({ url: await replaceProfileImage(ctx, await uploadedBytes(request)) }))
    .on("DELETE", "/api/profile/foto", async (ctx) => json({ url: await replaceProfileImage(ctx, null) }))
    .on("DELETE", "/api/profile/logo", async (ctx) => json({ url: await replaceProfileImage(ctx, null) }))
    .on("GET", "/api/profile/:section", async (ctx, { params }) =>
      json((await listSection(ctx, sectionOf(params.section))).map(sectionItemJson)),
    )
    .on("POST", "/api/profile/:section", async (ctx, { params, request }) =>
      json(sectionItemJson(await addSectionItem(ctx, sectionOf(params.section), await readJson(request))), 201),
    )
    .on("PUT", "/api/profile/:section/:id", async (ctx, { params, request }) =>
      json(sectionItemJson(await updateSectionItem(ctx, sectionOf(params.section), params.id!, await readJson(request)))),
    )
    .on("DELETE", "/api/profile/:section/:id", async (ctx, { params }) => {
      await removeSectionItem(ctx, sectionOf(params.section), params.id!);
      return json({ message: "Item removido" });
    })
    .on("GET", "/api/candidatos", async (ctx, { query }) => {
      const limit = Number(query.get("limit") ?? 20);
      if (!Number.isInteger(limit) || limit < 1) throw new BadRequest("limit deve ser um número inteiro positivo");
      const page = await searchCandidates(
        ctx,
        {
          texto: first(query, "search", "texto", "q"),
          areaInteresse: first(query, "area", "areaInteresse"),
          nivelProfissional: first(query, "level", "nivel", "nivelProfissional"),
          localizacao: first(query, "location", "localizacao"),
        },
        { first: limit },
      );
      const cards = await loadCandidateCards(ctx, page.items.map((item) => item.id));
      return json(cards.map((card) => ({ ...candidatePublicJson(card), habilidades: card.habilidades.map((h) => h.nome) })));
    })
    .on("GET", "/api/candidatos/:id/profile", async (ctx, { params }) => {
      const candidato = await getCandidateProfile(ctx, params.id!);
      return json({
        candidato: candidatePublicJson(candidato),
        formacoes: candidato.formacoes.map(sectionItemJson),
        experiencias: candidato.experiencias.map(sectionItemJson),
        habilidades: candidato.habilidades.map(sectionItemJson),
        idiomas: candidato.idiomas.map(sectionItemJson),
        cursos: candidato.cursos.map(sectionItemJson),
      });
    })
    .on("GET", "/api/cep/:cep", async (ctx, { params }) => json(await lookupCep(ctx, params.cep!)));
}
