import { InvalidInputError, RateLimitedError, UnavailableError } from "../domain/errors.ts";
import { requestPasswordReset, resetPassword } from "../domain/passwordReset.ts";
import { builder } from "./builder.ts";
import { UserRef } from "./user.ts";

const PasswordResetRequestInput = builder.inputType("PasswordResetRequestInput", {
  fields: (t) => ({ email: t.string() }),
});

const PasswordResetInput = builder.inputType("PasswordResetInput", {
  fields: (t) => ({
    token: t.string({ description: "The token of the e-mailed link (after #token=)." }),
    password: t.string({ description: "The new password, under sign-up's rules." }),
  }),
});

builder.mutationFields((t) => ({
  requestPasswordReset: t.boolean({
    errors: { types: [InvalidInputError, RateLimitedError, UnavailableError] },
    description: "E-mails a single-use link, valid for an hour, to the account with this e-mail. True whether or not the account exists.",
    args: { input: t.arg({ type: PasswordResetRequestInput }) },
    resolve: async (_root, { input }, ctx) => {
      await requestPasswordReset(ctx, input);
      return true;
    },
  }),
  resetPassword: t.field({
    type: UserRef,
    errors: { types: [InvalidInputError, RateLimitedError, UnavailableError] },
    description: "Sets a new password from a recovery link, ends every session of the account and signs this browser in.",
    args: { input: t.arg({ type: PasswordResetInput }) },
    resolve: async (_root, { input }, ctx) => ctx.db.user.findUniqueOrThrow({ where: { id: (await resetPassword(ctx, input)).id } }),
  }),
}));
