import { candidateApplicationLabels } from "../../shared/pipeline.ts";
import { jobSearchPath, type JobSearchFilters } from "../../shared/jobSearch.ts";
import type { StatusCandidatura } from "../db/generated/prisma/enums.ts";
import type { NoticeDraft } from "./notifications.ts";

// The words and the link of each kind of notice, in Brazilian Portuguese, and
// the key that makes each event notify once.

interface Application {
  id: string;
  vaga: { id: string; titulo: string; empresa: { nomeEmpresa: string; userId: string } };
  candidato: { id: string; nomeCompleto: string; userId: string };
}

/** To the company: a candidate applied to one of its jobs. */
export const applicationReceived = ({ id, vaga, candidato }: Application): NoticeDraft => ({
  userId: vaga.empresa.userId,
  tipo: "CANDIDATURA_RECEBIDA",
  titulo: `${candidato.nomeCompleto} se candidatou à vaga ${vaga.titulo}`,
  link: `/jobs/${vaga.id}/candidatos`,
  chave: `candidatura-recebida:${id}`,
  sobreCandidatoId: candidato.id,
});

/** To the company: a candidate withdrew an application. */
export const applicationWithdrawn = ({ id, vaga, candidato }: Application): NoticeDraft => ({
  userId: vaga.empresa.userId,
  tipo: "CANDIDATURA_RETIRADA",
  titulo: `${candidato.nomeCompleto} retirou a candidatura à vaga ${vaga.titulo}`,
  link: `/jobs/${vaga.id}/candidatos`,
  chave: `candidatura-retirada:${id}`,
  sobreCandidatoId: candidato.id,
});

/**
 * To the candidate: the company opened the application, or moved it on. The
 * pipeline never goes back, so each status is reached once; 'Visualizada' has
 * one key whichever way it came.
 */
export function applicationMoved({ id, vaga, candidato }: Application, status: StatusCandidatura): NoticeDraft {
  const common = { userId: candidato.userId, texto: `Vaga: ${vaga.titulo}`, link: "/candidate/applications" };
  if (status === "VISUALIZADA_PELA_EMPRESA") {
    return { ...common, tipo: "CANDIDATURA_VISUALIZADA", titulo: `A empresa ${vaga.empresa.nomeEmpresa} visualizou sua candidatura`, chave: `candidatura-visualizada:${id}` };
  }
  return {
    ...common,
    tipo: "CANDIDATURA_STATUS",
    titulo: `A empresa ${vaga.empresa.nomeEmpresa} mudou sua candidatura para ${candidateApplicationLabels[status]}`,
    chave: `candidatura-status:${id}:${status}`,
  };
}

/** To the candidate: a company opened their profile (once a day per company). */
export const profileViewed = (candidato: { id: string; userId: string }, empresa: { id: string; nomeEmpresa: string }, day: string): NoticeDraft => ({
  userId: candidato.userId,
  tipo: "PERFIL_VISUALIZADO",
  titulo: `A empresa ${empresa.nomeEmpresa} visualizou seu perfil`,
  link: "/profile/candidate",
  chave: `perfil-visualizado:${candidato.id}:${empresa.id}:${day}`,
});

interface Interest {
  id: string;
  vaga: { titulo: string };
  empresa: { nomeEmpresa: string; userId: string };
  candidato: { id: string; nomeCompleto: string; userId: string };
}

/** To the candidate: a company showed interest. */
export const interestReceived = ({ id, vaga, empresa, candidato }: Interest): NoticeDraft => ({
  userId: candidato.userId,
  tipo: "INTERESSE_RECEBIDO",
  titulo: `A empresa ${empresa.nomeEmpresa} demonstrou interesse em você`,
  texto: `Vaga: ${vaga.titulo}`,
  link: "/candidate/interests",
  chave: `interesse-recebido:${id}`,
});

/** To the company: the candidate answered its interest (an answer is final). */
export const interestAnswered = ({ id, vaga, empresa, candidato }: Interest, accepted: boolean): NoticeDraft => ({
  userId: empresa.userId,
  tipo: accepted ? "INTERESSE_ACEITO" : "INTERESSE_RECUSADO",
  titulo: `${candidato.nomeCompleto} ${accepted ? "aceitou" : "recusou"} seu interesse na vaga ${vaga.titulo}`,
  link: "/company/interesses",
  chave: `interesse-respondido:${id}`,
  sobreCandidatoId: candidato.id,
});

/** What to read of an application to write its notices. */
export const applicationNoticeSelect = {
  id: true,
  vaga: { select: { id: true, titulo: true, empresa: { select: { nomeEmpresa: true, userId: true } } } },
  candidato: { select: { id: true, nomeCompleto: true, userId: true } },
} as const;

/** What to read of an interest to write its notices. */
export const interestNoticeSelect = {
  id: true,
  vaga: { select: { titulo: true } },
  empresa: { select: { nomeEmpresa: true, userId: true } },
  candidato: { select: { id: true, nomeCompleto: true, userId: true } },
} as const;

interface AlertRun {
  alert: { id: string; nome: string; userId: string; search: JobSearchFilters };
  /** The jobs told of now, newest first; `more` when there were others beyond them. */
  jobs: { id: string; titulo: string; nomeEmpresa: string }[];
  more: boolean;
}

/** 'A, B e C', or 'A, B, C e mais 2'. */
function titles(jobs: { titulo: string }[], shown = 3): string {
  const names = jobs.slice(0, shown).map((job) => job.titulo);
  const rest = jobs.length - names.length;
  if (rest > 0) return `${names.join(", ")} e mais ${rest}`;
  return names.length > 1 ? `${names.slice(0, -1).join(", ")} e ${names.at(-1)}` : (names[0] ?? "");
}

/**
 * To the candidate: one run of an alert found jobs, told of in one notice that
 * opens the alert's search. Each job is recorded once per alert, so the first
 * job's key names this run alone.
 */
export function alertMatched({ alert, jobs, more }: AlertRun): NoticeDraft {
  const [first] = jobs;
  if (!first) throw new Error("an alert's notice needs a job");
  const one = jobs.length === 1 && !more;
  return {
    userId: alert.userId,
    tipo: "ALERTA_VAGAS",
    titulo: one
      ? `Nova vaga para o alerta "${alert.nome}": ${first.titulo}`
      : `${more ? "Mais de " : ""}${jobs.length} novas vagas para o alerta "${alert.nome}"`,
    texto: one ? `Empresa: ${first.nomeEmpresa}` : titles(jobs),
    link: jobSearchPath(alert.search),
    chave: `alerta-vagas:${alert.id}:${first.id}`,
  };
}
