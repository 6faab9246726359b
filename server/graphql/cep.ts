import { lookupCep, type Endereco } from "../domain/cep.ts";
import { AuthenticationError, InvalidInputError, NotFoundError, UnavailableError } from "../domain/errors.ts";
import { builder } from "./builder.ts";

const EnderecoRef = builder.objectRef<Endereco>("Endereco").implement({
  description: "The address of a CEP, as the postal-code providers know it.",
  fields: (t) => ({
    cep: t.exposeString("cep"),
    logradouro: t.exposeString("logradouro"),
    bairro: t.exposeString("bairro"),
    cidade: t.exposeString("localidade"),
    uf: t.exposeString("uf"),
  }),
});

builder.queryField("cep", (t) =>
  t.field({
    type: EnderecoRef,
    description: "Looks a CEP (8 digits, mask allowed) up through ViaCEP, with BrasilAPI as fallback.",
    errors: { types: [InvalidInputError, NotFoundError, UnavailableError, AuthenticationError] },
    args: { cep: t.arg.string() },
    resolve: (_root, args, ctx) => lookupCep(ctx, args.cep),
  }),
);
