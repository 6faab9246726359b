import { imageTooLargeMessage, maxUploadBytes } from "../../shared/validation/image.ts";
import { candidateProfileSchema, companyProfileSchema } from "../../shared/validation/profile.ts";
import { requireSignedIn } from "../auth/policy.ts";
import type { GraphQLContext } from "../graphql/builder.ts";
import { asObject, fieldsOf } from "./forms.ts";
import { BadRequest, json, PayloadTooLarge, readBody, readJson } from "./http.ts";
import { dataOf, failureFields, operation, type Result, run } from "./operations.ts";
import type { Router } from "./router.ts";
import { type CandidateNode, ownCandidateFragment, ownCandidateJson, ownCompanyFragment, ownCompanyJson } from "./shapes.ts";
import { invalid } from "./statuses.ts";
import { type Request, Response } from "../http/fetchApi.ts";

const ownProfile = operation(`query RestOwnProfile {
  viewer { email candidato { ...RestOwnCandidate } empresa { ...RestOwnCompany } }
} ${ownCandidateFragment} ${ownCompanyFragment}`);
const updateCandidate = operation(`mutation RestUpdateCandidate($input: CandidatoPerfilInput!, $foto: File) {
  updateCandidateProfile(input: $input, foto: $foto) { ${failureFields} }
}`);
const updateCompany = operation(`mutation RestUpdateCompany($input: EmpresaPerfilInput!, $logo: File) {
  updateCompanyProfile(input: $input, logo: $logo) { ${failureFields} }
}`);
const imageUrls = "data { candidato { fotoUrl } empresa { logoUrl } }";
const upload = operation(`mutation RestUploadImage($file: File!) {
  uploadProfileImage(file: $file) { ${failureFields} ... on MutationUploadProfileImageSuccess { ${imageUrls} } }
}`);
const removeImage = operation(`mutation RestRemoveImage {
  removeProfileImage { ${failureFields} ... on MutationRemoveProfileImageSuccess { ${imageUrls} } }
}`);

type OwnProfile = { viewer: { email: string; candidato: CandidateNode | null; empresa: (Record<string, unknown> & { id: string }) | null } };
type ImageUrls = { candidato: { fotoUrl: string | null } | null; empresa: { logoUrl: string | null } | null };

async function ownProfileJson(ctx: GraphQLContext) {
  const { viewer } = await run<OwnProfile>(ctx, ownProfile);
  return { profile: viewer.candidato ? ownCandidateJson(viewer.candidato) : ownCompanyJson(viewer.empresa!, viewer.email) };
}

/** The spec's client sends the photo as a data URL inside the profile; what does not decode reaches the image checks empty. */
function fileFromDataUrl(dataUrl: string): File {
  const match = /^data:[^;,]*(;base64)?,(.*)$/s.exec(dataUrl);
  let bytes: Uint8Array<ArrayBuffer> = new Uint8Array();
  if (match?.[1]) bytes = Buffer.from(match[2] ?? "", "base64");
  else if (match) bytes = Buffer.from(safeDecode(match[2] ?? ""));
  return new File([bytes], "imagem");
}

const safeDecode = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return "";
  }
};

/** Room for multipart framing around a 10 MB image. */
export const imageBodyLimit = maxUploadBytes + 64 * 1024;

/** The photo or logo in a request: multipart (field foto, logo or file) or the image bytes as the body. */
async function uploadedFile(request: Request, field: string): Promise<File> {
  const type = request.headers.get("content-type") ?? "";
  let body: Uint8Array<ArrayBuffer>;
  try {
    body = await readBody(request, imageBodyLimit);
  } catch (error) {
    if (error instanceof PayloadTooLarge) throw invalid([{ path: [field], message: imageTooLargeMessage }]);
    throw error;
  }
  if (!type.startsWith("multipart/form-data")) return new File([body], "imagem");
  const form = await new Response(body, { headers: { "content-type": type } }).formData().catch(() => {
    throw new BadRequest("Corpo multipart inválido");
  });
  const file = form.get("foto") ?? form.get("logo") ?? form.get("file");
  if (!file || typeof file === "string") throw new BadRequest("Envie a imagem no campo foto");
  return file;
}

async function uploadImage(ctx: GraphQLContext, request: Request, field: "foto" | "logo") {
  requireSignedIn(ctx.viewer);
  const file = await uploadedFile(request, field);
  const urls = dataOf((await run<Result<"uploadProfileImage", ImageUrls>>(ctx, upload, { file })).uploadProfileImage);
  return json({ url: urls.candidato?.fotoUrl ?? urls.empresa?.logoUrl ?? null });
}

async function deleteImage(ctx: GraphQLContext) {
  const urls = dataOf((await run<Result<"removeProfileImage", ImageUrls>>(ctx, removeImage)).removeProfileImage);
  return json({ url: urls.candidato?.fotoUrl ?? urls.empresa?.logoUrl ?? null });
}

/** The image sent with the profile form: a data URL sets it, null removes it, anything else leaves it. */
const imageOf = (value: unknown) => (typeof value === "string" && value.startsWith("data:") ? fileFromDataUrl(value) : value === null ? null : undefined);

export function profileRoutes(router: Router) {
  router
    .on("GET", "/api/profile", async (ctx) => {
      requireSignedIn(ctx.viewer);
      return json(await ownProfileJson(ctx));
    })
    .on("PUT", "/api/profile", async (ctx, { request }) => {
      const viewer = requireSignedIn(ctx.viewer);
      const { fotoUrl, logoUrl, ...fields } = asObject(await readJson(request));
      if (viewer.userType === "CANDIDATO") {
        const variables = { input: fieldsOf(candidateProfileSchema, fields), foto: imageOf(fotoUrl ?? logoUrl) };
        dataOf((await run<Result<"updateCandidateProfile", unknown>>(ctx, updateCandidate, variables)).updateCandidateProfile);
      } else {
        const variables = { input: fieldsOf(companyProfileSchema, fields), logo: imageOf(fotoUrl ?? logoUrl) };
        dataOf((await run<Result<"updateCompanyProfile", unknown>>(ctx, updateCompany, variables)).updateCompanyProfile);
      }
      return json(await ownProfileJson(ctx));
    })
    .on("POST", "/api/profile/foto", async (ctx, { request }) => uploadImage(ctx, request, "foto"))
    .on("POST", "/api/profile/logo", async (ctx, { request }) => uploadImage(ctx, request, "logo"))
    .on("DELETE", "/api/profile/foto", async (ctx) => deleteImage(ctx))
    .on("DELETE", "/api/profile/logo", async (ctx) => deleteImage(ctx));
}
