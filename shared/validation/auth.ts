import * as v from "valibot";
import { emailSchema, nameSchema, passwordSchema } from "./common.ts";
import { isValidCnpj, normalizeCnpj } from "./cnpj.ts";

export const loginSchema = v.object({
  email: emailSchema,
  password: passwordSchema,
});

export const registerCandidateSchema = v.object({
  nomeCompleto: nameSchema("Nome deve ter pelo menos 2 caracteres"),
  email: emailSchema,
  password: passwordSchema,
});

export const cnpjSchema = v.pipe(
  v.string(),
  v.transform(normalizeCnpj),
  v.length(14, "CNPJ deve ter 14 dígitos"),
  v.check(isValidCnpj, "CNPJ inválido"),
);

export const registerCompanySchema = v.object({
  nomeEmpresa: nameSchema("Nome da empresa deve ter pelo menos 2 caracteres"),
  cnpj: cnpjSchema,
  nomeResponsavel: nameSchema("Nome do responsável é obrigatório"),
  email: emailSchema,
  password: passwordSchema,
});

export type LoginInput = v.InferInput<typeof loginSchema>;
export type RegisterCandidateInput = v.InferInput<typeof registerCandidateSchema>;
export type RegisterCompanyInput = v.InferInput<typeof registerCompanySchema>;
