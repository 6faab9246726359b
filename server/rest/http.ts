import {
  AuthenticationError,
  ConflictError,
  ForbiddenError,
  InvalidInputError,
  NotFoundError,
} from "../domain/errors.ts";

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" },
  });

export const noContent = () => new Response(null, { status: 204 });

export class BadRequest extends Error {}

/** Maps domain failures to the HTTP statuses REST clients expect; anything else is a 500. */
export function errorResponse(error: unknown, log: (message: string, error: unknown) => void): Response {
  if (error instanceof InvalidInputError) return json({ message: error.message, fieldErrors: error.fieldErrors }, 400);
  if (error instanceof BadRequest) return json({ message: error.message }, 400);
  if (error instanceof AuthenticationError) return json({ message: error.message }, 401);
  if (error instanceof ForbiddenError) return json({ message: error.message }, 403);
  if (error instanceof NotFoundError) return json({ message: error.message }, 404);
  if (error instanceof ConflictError) return json({ message: error.message }, 409);
  log("unhandled error in REST route", error);
  return json({ message: "Erro interno do servidor. Tente novamente em instantes." }, 500);
}

/** Reads a JSON body. Requiring the JSON content type also stops plain HTML forms from other sites posting here. */
export async function readJson(request: Request): Promise<unknown> {
  const type = request.headers.get("content-type") ?? "";
  const text = await request.text();
  if (!text) return {};
  if (!type.includes("application/json")) throw new BadRequest("Envie o corpo como application/json");
  try {
    return JSON.parse(text);
  } catch {
    throw new BadRequest("JSON inválido no corpo da requisição");
  }
}
