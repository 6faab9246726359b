import type { StatusVaga } from "../server/db/generated/prisma/enums.ts";

// A job's status rules, without a database: the server enforces them and the
// web app imports them to offer only the changes the server will accept.

/** Status changes a company may make (spec §4); anything else is refused. */
export const jobStatusTransitions: Record<StatusVaga, readonly StatusVaga[]> = {
  ATIVA: ["PAUSADA", "ENCERRADA"],
  PAUSADA: ["ATIVA", "ENCERRADA"],
  ENCERRADA: ["ATIVA"],
};

/** Only an active job takes applications, and only active jobs are offered in an interest. Any string: Relay's enums may hold values this build does not know. */
export const takesApplications = (status: string) => status === ("ATIVA" satisfies StatusVaga);

export const canChangeJobStatus = (from: StatusVaga, to: StatusVaga) => jobStatusTransitions[from].includes(to);

/** How a status reads inside a sentence ('A vaga já está pausada'). */
export const jobStatusWords: Record<StatusVaga, string> = {
  ATIVA: "ativa",
  PAUSADA: "pausada",
  ENCERRADA: "encerrada",
};
