import type { StatusCandidatura } from "../db/generated/prisma/enums.ts";

/** Statuses that end an application: it no longer counts among the candidate's active ones. */
export const inactiveApplicationStatuses: readonly StatusCandidatura[] = ["REJEITADA", "REJEITADA_PELA_EMPRESA"];
