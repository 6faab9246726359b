import * as v from "valibot";

/** 'Excluir minha conta' asks for the password again: a session left open on someone else's screen is not enough. */
export const deleteAccountSchema = v.object({
  senha: v.pipe(v.string(), v.minLength(1, "Digite sua senha para confirmar"), v.maxLength(200, "Senha incorreta")),
});

export type DeleteAccountInput = v.InferInput<typeof deleteAccountSchema>;
