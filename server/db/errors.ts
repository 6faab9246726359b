import { ConflictError, InvalidInputError, NotFoundError, UnavailableError, type DomainError } from "../domain/errors.ts";
import { Prisma } from "./generated/prisma/client.ts";

const invalid = (message: string) => new InvalidInputError([], message);
const overloaded = () => new UnavailableError("O serviço está sobrecarregado no momento. Tente novamente em alguns segundos.", { retryAfterSeconds: 5 });

/**
 * Database refusals that come from the request, not from a bug: a row a
 * concurrent request deleted, a value out of the column's range. They become
 * the domain's 4xx errors; anything else stays a 500.
 */
export function translateDatabaseError(error: unknown): DomainError | undefined {
  if (error instanceof Prisma.PrismaClientKnownRequestError) {
    switch (error.code) {
      case "P2025":
      case "P2001":
      case "P2015":
        return new NotFoundError("Registro não encontrado: ele pode ter sido removido");
      case "P2003":
      case "P2014":
        return new ConflictError("O registro relacionado não existe mais: atualize a página");
      case "P2002":
        return new ConflictError("Já existe um registro com esses dados");
      case "P2034":
        return new ConflictError("Outra alteração aconteceu ao mesmo tempo: tente novamente");
      case "P2000":
        return invalid("Um dos valores é longo demais");
      case "P2005":
      case "P2006":
      case "P2007":
      case "P2009":
      case "P2019":
      case "P2020":
      case "P2033":
        return invalid("Um dos valores está fora do intervalo aceito");
    }
  }
  // PostgreSQL's data exceptions (class 22): out-of-range dates and numbers, bad text encodings.
  const code = postgresCode(error);
  if (code?.startsWith("22")) return invalid("Um dos valores está fora do intervalo aceito");
  // A raw statement's foreign key: the row it points to was deleted meanwhile (as P2003 above).
  if (code === "23503") return new ConflictError("O registro relacionado não existe mais: atualize a página");
  // The statement timeout (DATABASE_STATEMENT_TIMEOUT_MS) cancelled it: the database is overloaded, not the request wrong.
  if (code === "57014") return overloaded();
  return undefined;
}

interface DriverAdapterCause {
  originalCode?: unknown;
  code?: unknown;
}

/**
 * The SQLSTATE of a failed statement. Through the driver adapters (PGlite, pg)
 * Prisma does not put it in meta.code but in the adapter's error, which it
 * wraps (P2039 and friends) or, from raw queries, throws as it is.
 */
export function postgresCode(error: unknown): string | undefined {
  if (error === null || typeof error !== "object") return undefined;
  const { meta, cause } = error as { meta?: { code?: unknown; driverAdapterError?: { cause?: DriverAdapterCause } }; cause?: DriverAdapterCause };
  const candidates = [meta?.code, meta?.driverAdapterError?.cause?.originalCode, meta?.driverAdapterError?.cause?.code, cause?.originalCode, cause?.code];
  return candidates.find((candidate): candidate is string => typeof candidate === "string" && /^[0-9A-Z]{5}$/.test(candidate));
}
