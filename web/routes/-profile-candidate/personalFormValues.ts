import type { CandidateProfileInput } from "../../../shared/validation/profile.ts";
import { maskCep, maskCpf, maskPhone } from "../../../shared/masks.ts";
import type { PersonalSection_candidate$data } from "./__generated__/PersonalSection_candidate.graphql";
import type { CandidatoPerfilInput, Genero, NivelVaga } from "./__generated__/useUpdateCandidateProfileMutation.graphql";

/** What the inputs hold: text as typed (masked). The shared candidateProfileSchema checks it. */
export interface PersonalFormValues {
  nomeCompleto: string;
  dataNascimento: string;
  genero: string;
  cpf: string;
  telefonePrincipal: string;
  telefoneSecundario: string;
  enderecoCep: string;
  enderecoRua: string;
  enderecoNumero: string;
  enderecoBairro: string;
  enderecoCidade: string;
  enderecoEstado: string;
  linkLinkedIn: string;
  linkPortfolio: string;
  objetivoProfissional: string;
  areaInteresse: string;
  nivelProfissional: string;
}

// The form's values must be something the shared schema reads.
const _fitsSchema = (values: PersonalFormValues): CandidateProfileInput => values;
void _fitsSchema;

/** Field names, for putting the server's field errors under their inputs. */
export const personalFields = [
  "nomeCompleto",
  "dataNascimento",
  "genero",
  "cpf",
  "telefonePrincipal",
  "telefoneSecundario",
  "enderecoCep",
  "enderecoRua",
  "enderecoNumero",
  "enderecoBairro",
  "enderecoCidade",
  "enderecoEstado",
  "linkLinkedIn",
  "linkPortfolio",
  "objetivoProfissional",
  "areaInteresse",
  "nivelProfissional",
] as const satisfies readonly (keyof PersonalFormValues)[];

type Saved = Omit<PersonalSection_candidate$data, " $fragmentType">;

/** The saved profile as the form's values, masked as the inputs show them. */
export function personalValuesFrom(saved: Saved): PersonalFormValues {
  return {
    nomeCompleto: saved.nomeCompleto,
    dataNascimento: typeof saved.dataNascimento === "string" ? saved.dataNascimento : "",
    genero: saved.genero ?? "",
    cpf: maskCpf(saved.cpf ?? ""),
    telefonePrincipal: maskPhone(saved.telefone ?? ""),
    telefoneSecundario: maskPhone(saved.telefoneSecundario ?? ""),
    enderecoCep: maskCep(saved.enderecoCep ?? ""),
    enderecoRua: saved.enderecoRua ?? "",
    enderecoNumero: saved.enderecoNumero ?? "",
    enderecoBairro: saved.enderecoBairro ?? "",
    enderecoCidade: saved.enderecoCidade ?? "",
    enderecoEstado: saved.enderecoEstado ?? "",
    linkLinkedIn: saved.linkLinkedIn ?? "",
    linkPortfolio: saved.linkPortfolio ?? "",
    objetivoProfissional: saved.objetivoProfissional ?? "",
    areaInteresse: saved.areaInteresse ?? "",
    nivelProfissional: saved.nivelProfissional ?? "",
  };
}

/**
 * The form as the API's input. Every field is sent, so clearing one clears it:
 * empty texts go as '' (the server stores null); the two enums, which cannot be '', go as null.
 */
export function toProfileInput(values: PersonalFormValues): CandidatoPerfilInput {
  return {
    ...values,
    genero: (values.genero || null) as Genero | null,
    nivelProfissional: (values.nivelProfissional || null) as NivelVaga | null,
  };
}
