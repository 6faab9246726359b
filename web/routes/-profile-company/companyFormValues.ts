import type { InferOutput } from "valibot";
import type { CompanyProfileInput, companyProfileSchema } from "../../../shared/validation/profile.ts";
import { maskCep, maskCnpj } from "../../../shared/masks.ts";
import type { CompanyProfileForm_company$data } from "./__generated__/CompanyProfileForm_company.graphql";

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
export function companyFormValuesFrom(company: Omit<CompanyProfileForm_company$data, " $fragmentType">): CompanyFormValues {
  return {
    nomeEmpresa: company.nomeEmpresa,
    cnpj: maskCnpj(company.cnpj ?? ""),
    nomeResponsavel: company.nomeResponsavel ?? "",
    setorAtuacao: company.setorAtuacao ?? "",
    descricaoEmpresa: company.descricaoEmpresa ?? "",
    website: company.website ?? "",
    linkRedeSocial: company.linkRedeSocial ?? "",
    enderecoCep: maskCep(company.enderecoCep ?? ""),
    enderecoRua: company.enderecoRua ?? "",
    enderecoNumero: company.enderecoNumero ?? "",
    enderecoBairro: company.enderecoBairro ?? "",
    enderecoCidade: company.enderecoCidade ?? "",
    enderecoEstado: company.enderecoEstado ?? "",
  };
}
