import { modalidadeLabels } from "./catalog.ts";

// Where a job is done, said once and never against its work mode: a presencial job without a
// location used to read 'Remoto' beside its 'Presencial' badge, and a remote one 'Remoto · Remoto'.

export interface JobWhere {
  localizacao?: string | null;
  /** Any string: Relay's enums may hold values this build does not know. */
  modalidadeTrabalho: string;
}

/** The location as typed, unless it is empty or only restates a work mode ('remoto', 'Híbrido'). */
export function ownPlace(localizacao: string | null | undefined): string | null {
  const place = localizacao?.trim();
  if (!place) return null;
  const word = place.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
  const modes = Object.values(modalidadeLabels).map((label) => label.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase());
  return modes.includes(word) || word === "remota" ? null : place;
}

const isRemote = (job: JobWhere) => job.modalidadeTrabalho === "REMOTO";

/**
 * The place, for a line shown beside the work-mode badge: the location, else 'Remoto' for a remote
 * job, else 'Local não informado'.
 */
export function jobPlace(job: JobWhere): string {
  return ownPlace(job.localizacao) ?? (isRemote(job) ? "Remoto" : "Local não informado");
}

/**
 * Place and work mode in one line, where no badge shows the mode: 'Curitiba - PR · Presencial',
 * 'Remoto', 'Remoto · São Paulo - SP', 'Híbrido · Local não informado'.
 */
export function jobPlaceWithMode(job: JobWhere): string {
  const place = ownPlace(job.localizacao);
  if (isRemote(job)) return place ? `Remoto · ${place}` : "Remoto";
  const mode = (modalidadeLabels as Record<string, string>)[job.modalidadeTrabalho] ?? job.modalidadeTrabalho;
  return place ? `${place} · ${mode}` : `${mode} · Local não informado`;
}
