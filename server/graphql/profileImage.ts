import { AuthenticationError, ForbiddenError, InvalidInputError } from "../domain/errors.ts";
import { replaceProfileImage } from "../domain/profiles.ts";
import { builder } from "./builder.ts";
import { UserRef } from "./user.ts";

builder.scalarType("File", {
  description: "A file sent with the GraphQL multipart request spec.",
  serialize: () => {
    throw new Error("File is an input-only scalar");
  },
});

/** An optional image argument as bytes: absent leaves the image, null removes it. */
export async function imageBytes(file: File | null | undefined): Promise<Uint8Array | null | undefined> {
  return file ? new Uint8Array(await file.arrayBuffer()) : file;
}

const errors = { types: [InvalidInputError, AuthenticationError, ForbiddenError] };

builder.mutationFields((t) => ({
  uploadProfileImage: t.field({
    type: UserRef,
    description: "Sets the candidate's photo or the company's logo: an image of at most 10 MB and 25 megapixels, stored without its metadata, resized to at most 1600 px a side and 500 KB.",
    errors,
    args: { file: t.arg({ type: "File" }) },
    resolve: async (_root, { file }, ctx) => {
      await replaceProfileImage(ctx, new Uint8Array(await file.arrayBuffer()));
      return ctx.db.user.findUniqueOrThrow({ where: { id: ctx.viewer!.id } });
    },
  }),
  removeProfileImage: t.field({
    type: UserRef,
    errors,
    resolve: async (_root, _args, ctx) => {
      await replaceProfileImage(ctx, null);
      return ctx.db.user.findUniqueOrThrow({ where: { id: ctx.viewer!.id } });
    },
  }),
}));
