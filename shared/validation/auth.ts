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

export const passwordResetRequestSchema = v.object({ email: emailSchema });

/** The new password follows sign-up's rules; the token is what the e-mailed link carries. */
export const passwordResetSchema = v.object({
  token: v.pipe(v.string(), v.regex(/^[\w-]{20,100}$/, "Link de recuperação inválido ou expirado")),
  password: passwordSchema,
});

/** The reset form: the new password twice (the server needs it once). */
export const newPasswordFormSchema = v.pipe(
  v.object({ password: passwordSchema, confirmacao: v.string() }),
  v.forward(
    v.check((input) => input.password === input.confirmacao, "As senhas não coincidem"),
    ["confirmacao"],
  ),
);
