import type { JobData, JobInput } from "../../../shared/validation/job.ts";
import type { JobForm_job$data } from "./__generated__/JobForm_job.graphql";
import type { VagaInput } from "./__generated__/useCreateJobMutation.graphql";

type Enum<K extends keyof JobInput> = Exclude<JobInput[K], null | undefined>;

/** What the inputs hold: text as typed. The shared jobSchema turns it into JobData. */
export interface JobFormValues {
  titulo: string;
  areaAtuacao: string;
  nivelVaga: Enum<"nivelVaga">;
  tipoContrato: Enum<"tipoContrato">;
  modalidadeTrabalho: Enum<"modalidadeTrabalho">;
  /** "" for neither mark. */
  pcd: string;
  localizacao: string;
  cepLocalTrabalho: string;
  numeroPosicoes: string;
  prazoCandidatura: string;
  descricao: string;
  requisitosObrigatorios: string;
  requisitosDesejaveis: string;
  faixaSalarialMin: string;
  faixaSalarialMax: string;
  beneficios: string;
}

/** Field names, for putting the server's field errors under their inputs. */
export const jobFormFields = [
  "titulo",
  "areaAtuacao",
  "nivelVaga",
  "tipoContrato",
  "modalidadeTrabalho",
  "pcd",
  "localizacao",
  "cepLocalTrabalho",
  "numeroPosicoes",
  "prazoCandidatura",
  "descricao",
  "requisitosObrigatorios",
  "requisitosDesejaveis",
  "faixaSalarialMin",
  "faixaSalarialMax",
  "beneficios",
] as const satisfies readonly (keyof JobFormValues)[];

/** The spec's defaults (§5): JUNIOR, CLT, PRESENCIAL, one position. */
export const emptyJobForm: JobFormValues = {
  titulo: "",
  areaAtuacao: "",
  nivelVaga: "JUNIOR",
  tipoContrato: "CLT",
  modalidadeTrabalho: "PRESENCIAL",
  pcd: "",
  localizacao: "",
  cepLocalTrabalho: "",
  numeroPosicoes: "1",
  prazoCandidatura: "",
  descricao: "",
  requisitosObrigatorios: "",
  requisitosDesejaveis: "",
  faixaSalarialMin: "",
  faixaSalarialMax: "",
  beneficios: "",
};

/** A saved job as the form's starting values. */
export function jobFormValuesFrom(job: Omit<JobForm_job$data, " $fragmentType">): JobFormValues {
  return {
    titulo: job.titulo,
    areaAtuacao: job.areaAtuacao,
    // The schema only sends values it knows; "%future added value" never arrives from this server.
    nivelVaga: job.nivelVaga as JobFormValues["nivelVaga"],
    tipoContrato: job.tipoContrato as JobFormValues["tipoContrato"],
    modalidadeTrabalho: job.modalidadeTrabalho as JobFormValues["modalidadeTrabalho"],
    pcd: job.pcd ?? "",
    localizacao: job.localizacao ?? "",
    cepLocalTrabalho: job.cepLocalTrabalho ?? "",
    numeroPosicoes: String(job.numeroPosicoes),
    prazoCandidatura: typeof job.prazoCandidatura === "string" ? job.prazoCandidatura : "",
    descricao: job.descricao,
    requisitosObrigatorios: job.requisitosObrigatorios,
    requisitosDesejaveis: job.requisitosDesejaveis ?? "",
    faixaSalarialMin: job.faixaSalarialMin?.toString() ?? "",
    faixaSalarialMax: job.faixaSalarialMax?.toString() ?? "",
    beneficios: job.beneficios ?? "",
  };
}

/**
 * The validated form as the API's VagaInput. Empty optional texts are left out
 * (spec §5) and empty salaries are sent as null. When editing, the server keeps
 * fields that are left out, so `clearEmpty` sends null to clear what the user emptied.
 */
export function toJobInput(data: JobData, { clearEmpty }: { clearEmpty: boolean }): VagaInput {
  const optional = <T>(value: T | null) => value ?? (clearEmpty ? null : undefined);
  return {
    titulo: data.titulo,
    areaAtuacao: data.areaAtuacao,
    nivelVaga: data.nivelVaga,
    tipoContrato: data.tipoContrato,
    modalidadeTrabalho: data.modalidadeTrabalho,
    // Null is "neither": a new job's default, and on an edit it clears the mark.
    pcd: data.pcd,
    localizacao: optional(data.localizacao),
    cepLocalTrabalho: optional(data.cepLocalTrabalho),
    numeroPosicoes: data.numeroPosicoes,
    prazoCandidatura: optional(data.prazoCandidatura?.toISOString().slice(0, 10) ?? null),
    descricao: data.descricao,
    requisitosObrigatorios: data.requisitosObrigatorios,
    requisitosDesejaveis: optional(data.requisitosDesejaveis),
    faixaSalarialMin: data.faixaSalarialMin,
    faixaSalarialMax: data.faixaSalarialMax,
    beneficios: optional(data.beneficios),
  };
}
