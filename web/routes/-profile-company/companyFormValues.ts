import type { InferOutput } from "valibot";
import type { CompanyProfileInput, companyProfileSchema } from "../../../server/domain/validation/profile.ts";
import { maskCep, maskCnpj } from "../../forms/masks.ts";
import type { CompanyProfileForm_empresa$data } from "./__generated__/CompanyProfileForm_empresa.graphql";

/** What the form holds (the schema's input); companyProfileSchema turns it into CompanyProfileData. */
export type { CompanyProfileInput };

/** What the inputs start with: text as typed (masked), never null. */
export type CompanyFormValues = { [K in keyof CompanyProfileInput]-?: string };

/** The checked, normalized profile: what the mutation sends (empty fields as null, which clears them). */
export type CompanyProfileData = InferOutput<typeof companyProfileSchema>;

/** Field names, for putting the server's field errors under their inputs. */
export const companyFormFields = [
  "nomeEmpresa",
  "cnpj",
  "nomeResponsavel",
  "setorAtuacao",
  "descricaoEmpresa",
  "website",
  "linkRedeSocial",
  "enderecoCep",
  "enderecoRua",
  "enderecoNumero",
  "enderecoBairro",
  "enderecoCidade",
  "enderecoEstado",
] as const satisfies readonly (keyof CompanyFormValues)[];

/** The saved profile as the form shows it: masks applied, nulls as empty text. */
export function companyFormValuesFrom(empresa: Omit<CompanyProfileForm_empresa$data, " $fragmentType">): CompanyFormValues {
  return {
    nomeEmpresa: empresa.nomeEmpresa,
    cnpj: maskCnpj(empresa.cnpj ?? ""),
    nomeResponsavel: empresa.nomeResponsavel ?? "",
    setorAtuacao: empresa.setorAtuacao ?? "",
    descricaoEmpresa: empresa.descricaoEmpresa ?? "",
    website: empresa.website ?? "",
    linkRedeSocial: empresa.linkRedeSocial ?? "",
    enderecoCep: maskCep(empresa.enderecoCep ?? ""),
    enderecoRua: empresa.enderecoRua ?? "",
    enderecoNumero: empresa.enderecoNumero ?? "",
    enderecoBairro: empresa.enderecoBairro ?? "",
    enderecoCidade: empresa.enderecoCidade ?? "",
    enderecoEstado: empresa.enderecoEstado ?? "",
  };
}
