import { candidateProfileSchema, companyProfileSchema } from "../../shared/validation/profile.ts";
import { mutation, parseOrRefuse, refuseInput, requireCandidate, requireCompany, requireUser } from "./results.ts";
import type { MockStore } from "./store.ts";

// The personal section of a candidate, the company profile, and their photo or
// logo. Fields left out keep their values; the whole form is then checked with
// the server's schema, so a refusal saves nothing.

const definedOnly = (input: Record<string, unknown>) => Object.fromEntries(Object.entries(input ?? {}).filter(([, value]) => value !== undefined));

/**
 * An uploaded image as the page can show it. The browser's object URL lasts as long as the
 * page: after a reload the photo is gone, as if never sent (the mock keeps no files).
 */
const imageUrl = (file: unknown) =>
  typeof Blob !== "undefined" && file instanceof Blob && typeof URL.createObjectURL === "function"
    ? URL.createObjectURL(file)
    : "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'/%3E";

/** `undefined` leaves the image as it is, `null` removes it. */
function setImage(store: MockStore, file: unknown) {
  if (file === undefined) return;
  const url = file === null ? null : imageUrl(file);
  const candidato = store.viewerCandidato();
  if (candidato) candidato.fotoUrl = url;
  const empresa = store.viewerEmpresa();
  if (empresa) empresa.logoUrl = url;
}

export const profileMutations = {
  updateCandidateProfile: mutation("updateCandidateProfile", ({ input, foto }: { input: Record<string, unknown>; foto?: unknown }, store) => {
    const candidato = requireCandidate(store);
    const { telefone, ...current } = candidato;
    const data = parseOrRefuse(candidateProfileSchema, { ...current, telefonePrincipal: telefone, ...definedOnly(input) });
    const { telefonePrincipal, dataNascimento, ...rest } = data;
    Object.assign(candidato, rest, { telefone: telefonePrincipal, dataNascimento: dataNascimento?.toISOString().slice(0, 10) ?? null });
    setImage(store, foto);
    return candidato;
  }),
  updateCompanyProfile: mutation("updateCompanyProfile", ({ input, logo }: { input: Record<string, unknown>; logo?: unknown }, store) => {
    const empresa = requireCompany(store);
    const data = parseOrRefuse(companyProfileSchema, { ...empresa, ...definedOnly(input) });
    if (store.data.empresas.some((other) => other !== empresa && other.cnpj === data.cnpj)) {
      refuseInput([{ path: ["cnpj"], message: "Este CNPJ já está cadastrado" }]);
    }
    Object.assign(empresa, data);
    setImage(store, logo);
    return empresa;
  }),
  uploadProfileImage: mutation("uploadProfileImage", ({ file }: { file: unknown }, store) => {
    const user = requireUser(store);
    setImage(store, file);
    return user;
  }),
  removeProfileImage: mutation("removeProfileImage", (_args: unknown, store) => {
    const user = requireUser(store);
    setImage(store, null);
    return user;
  }),
};
