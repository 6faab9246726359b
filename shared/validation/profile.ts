import { cpf as cpfValidator } from "cpf-cnpj-validator";
import * as v from "valibot";
import { Genero, NivelFormacao, NivelIdioma, NivelVaga, StatusFormacao } from "../../server/db/generated/prisma/enums.ts";
import { areaValues, generoLabels, ufValues } from "../catalog.ts";
import { cnpjSchema } from "./auth.ts";
import { cepSchema, nameSchema, optionalDate, optionalDigits, optionalText, requiredText } from "./common.ts";

export const cpfSchema = optionalDigits((value) => value.length === 11 && cpfValidator.isValid(value), "CPF inválido");
/** Landline (10 digits) or mobile (11) with area code. */
export const phoneSchema = optionalDigits((value) => /^[1-9]{2}9?\d{8}$/.test(value), "Telefone inválido");
export { cepSchema };

const ufSchema = v.pipe(
  v.nullish(v.string(), ""),
  v.string(),
  v.trim(),
  v.toUpperCase(),
  v.transform((text) => (text === "" ? null : text)),
  v.nullable(v.picklist(ufValues, "Estado inválido")),
);

const urlSchema = v.pipe(
  optionalText(300),
  v.nullable(
    v.pipe(
      v.string(),
      // People type "linkedin.com/in/ana": accept it and store it with https://.
      v.transform((text) => (/^https?:\/\//i.test(text) ? text : `https://${text}`)),
      v.url("Link inválido"),
    ),
  ),
);

/** Accepts the enum names and the spec's labels ('Masculino', 'Não informar'). */
const generoSchema = v.pipe(
  v.nullish(v.string(), ""),
  v.string(),
  v.transform((text) => (Object.entries(generoLabels).find(([, label]) => label === text)?.[0] ?? text)),
  v.transform((text) => (text === "" ? null : text)),
  v.nullable(v.enum(Genero, "Gênero inválido")),
);

const birthDate = v.pipe(
  optionalDate(),
  v.check((date) => date === null || date.getTime() < Date.now(), "A data de nascimento deve estar no passado"),
);

const optionalPicklist = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  v.pipe(
    v.nullish(v.string(), ""),
    v.string(),
    v.transform((text) => (text === "" ? null : text)),
    v.nullable(v.picklist(values, message)),
  );

const optionalEnum = <T extends Record<string, string>>(values: T, message: string) =>
  v.pipe(
    v.nullish(v.string(), ""),
    v.string(),
    v.transform((text) => (text === "" ? null : text)),
    v.nullable(v.enum(values, message)),
  );

/** The candidate's personal section. The email is not editable and is not read from here. */
export const candidateProfileSchema = v.object({
  nomeCompleto: nameSchema("Nome deve ter pelo menos 2 caracteres"),
  dataNascimento: birthDate,
  genero: generoSchema,
  cpf: cpfSchema,
  telefonePrincipal: phoneSchema,
  telefoneSecundario: phoneSchema,
  enderecoCep: cepSchema,
  enderecoRua: optionalText(200),
  enderecoNumero: optionalText(20),
  enderecoBairro: optionalText(120),
  enderecoCidade: optionalText(120),
  enderecoEstado: ufSchema,
  linkLinkedIn: urlSchema,
  linkPortfolio: urlSchema,
  objetivoProfissional: optionalText(2_000),
  areaInteresse: optionalPicklist(areaValues, "Área inválida"),
  nivelProfissional: optionalEnum(NivelVaga, "Nível inválido"),
});

export const companyProfileSchema = v.object({
  nomeEmpresa: nameSchema("Nome da empresa deve ter pelo menos 2 caracteres"),
  cnpj: cnpjSchema,
  nomeResponsavel: nameSchema("Nome do responsável é obrigatório"),
  descricaoEmpresa: optionalText(5_000),
  setorAtuacao: optionalText(120),
  website: urlSchema,
  linkRedeSocial: urlSchema,
  enderecoCep: cepSchema,
  enderecoRua: optionalText(200),
  enderecoNumero: optionalText(20),
  enderecoBairro: optionalText(120),
  enderecoCidade: optionalText(120),
  enderecoEstado: ufSchema,
});

const yearNow = () => new Date().getUTCFullYear();

export const formacaoSchema = v.pipe(
  v.object({
    instituicao: requiredText("Instituição é obrigatória", 200),
    curso: requiredText("Curso é obrigatório", 200),
    nivel: v.enum(NivelFormacao, "Nível é obrigatório"),
    status: v.enum(StatusFormacao, "Situação é obrigatória"),
    dataInicio: optionalDate(),
    dataFim: optionalDate(),
  }),
  v.forward(
    v.check((f) => !f.dataInicio || !f.dataFim || f.dataInicio <= f.dataFim, "A data de término deve ser depois do início"),
    ["dataFim"],
  ),
);

export const experienciaSchema = v.pipe(
  v.object({
    empresa: requiredText("Empresa é obrigatória", 200),
    cargo: requiredText("Cargo é obrigatório", 200),
    dataInicio: optionalDate(),
    dataFim: optionalDate(),
    descricao: optionalText(5_000),
  }),
  v.forward(
    v.check((e) => !e.dataInicio || !e.dataFim || e.dataInicio <= e.dataFim, "A data de término deve ser depois do início"),
    ["dataFim"],
  ),
);

export const habilidadeSchema = v.object({ nome: requiredText("Habilidade é obrigatória", 80) });

export const idiomaSchema = v.object({
  idioma: requiredText("Idioma é obrigatório", 80),
  nivel: v.enum(NivelIdioma, "Nível é obrigatório"),
});

/**
 * How skills and languages are compared: case, accents and extra spaces do not count, so
 * 'Eletrônica' and 'eletronica ' are one skill. The database's secao_chave() computes the same key.
 */
export const sectionNameKey = (name: string) =>
  name.trim().replace(/\s+/g, " ").normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

/** Items a section of the profile holds at most: more than any career, and a bound on what the résumé lays out. */
export const maxSectionItems = 50;
export const sectionFullMessage = `Esta seção do seu perfil já tem ${maxSectionItems} itens: remova um para incluir outro`;

/** The sections whose items a candidate has once each: the field that names an item, and how a repeat is refused. */
export const namedOnce = {
  habilidade: { field: "nome", repeated: (name: string) => `“${name}” já está nas suas habilidades` },
  idioma: { field: "idioma", repeated: (name: string) => `“${name}” já está nos seus idiomas` },
} as const;

export const cursoSchema = v.object({
  nomeCurso: requiredText("Nome do curso é obrigatório", 200),
  instituicao: optionalText(200),
  anoConclusao: v.pipe(
    v.nullish(v.union([v.number(), v.string()]), null),
    v.transform((value) => (value === null || String(value).trim() === "" ? null : Number(value))),
    v.nullable(
      v.pipe(
        v.number("Ano inválido"),
        v.integer("Ano inválido"),
        v.minValue(1950, "Ano inválido"),
        v.check((year) => year <= yearNow() + 6, "Ano inválido"),
      ),
    ),
  ),
});

export type CandidateProfileInput = v.InferInput<typeof candidateProfileSchema>;
export type CompanyProfileInput = v.InferInput<typeof companyProfileSchema>;
