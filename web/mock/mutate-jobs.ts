import { canChangeJobStatus, jobStatusWords } from "../../shared/jobStatus.ts";
import { jobSchema, jobStatusSchema, type JobData } from "../../shared/validation/job.ts";
import type { StatusVaga } from "../../server/db/generated/prisma/enums.ts";
import { globalId, type MockStore } from "./store.ts";
import { databaseId, mutation, parseOrRefuse, refuse, requireCompany } from "./results.ts";
import type { MockVaga } from "./types.ts";

// A company's jobs: created, edited, paused or closed, deleted, with the
// server's validation (shared/validation/job.ts) and status rules (shared/jobStatus.ts).

const notFound = "Vaga não encontrada";

function ownedJob(store: MockStore, id: string): MockVaga {
  const empresa = requireCompany(store);
  const vaga = store.vaga(databaseId(id, "Vaga")) ?? refuse("NotFoundError", notFound);
  return vaga.empresaId === empresa.id ? vaga : refuse("ForbiddenError", "Esta vaga pertence a outra empresa");
}

function nextStatus(current: StatusVaga, status: unknown): StatusVaga {
  const next = parseOrRefuse(jobStatusSchema, status);
  if (canChangeJobStatus(current, next)) return next;
  return refuse(
    "ConflictError",
    current === next ? `A vaga já está ${jobStatusWords[next]}` : `Uma vaga ${jobStatusWords[current]} não pode passar a ${jobStatusWords[next]}`,
  );
}

const fields = (data: JobData) => ({ ...data, prazoCandidatura: data.prazoCandidatura?.toISOString().slice(0, 10) ?? null });

const definedOnly = (input: Record<string, unknown>) => Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));

interface JobArgs {
  id: string;
  input: Record<string, unknown>;
  statusVaga?: StatusVaga | null;
}

export const jobMutations = {
  createVaga: mutation("createVaga", ({ input }: JobArgs, store) => {
    const empresa = requireCompany(store);
    const data = parseOrRefuse(jobSchema, input);
    const now = new Date().toISOString();
    const vaga: MockVaga = { id: store.newId(), empresaId: empresa.id, ...fields(data), statusVaga: "ATIVA", createdAt: now, updatedAt: now };
    store.data.vagas.push(vaga);
    return vaga;
  }),
  updateVaga: mutation("updateVaga", ({ id, input, statusVaga }: JobArgs, store) => {
    const vaga = ownedJob(store, id);
    const next = statusVaga ? nextStatus(vaga.statusVaga, statusVaga) : undefined;
    const data = parseOrRefuse(jobSchema, { ...vaga, ...definedOnly(input) });
    Object.assign(vaga, fields(data), next ? { statusVaga: next } : {}, { updatedAt: new Date().toISOString() });
    return vaga;
  }),
  changeVagaStatus: mutation("changeVagaStatus", ({ id, statusVaga }: JobArgs, store) => {
    const vaga = ownedJob(store, id);
    Object.assign(vaga, { statusVaga: nextStatus(vaga.statusVaga, statusVaga), updatedAt: new Date().toISOString() });
    return vaga;
  }),
  deleteVaga: mutation("deleteVaga", ({ id }: JobArgs, store) => {
    const vaga = ownedJob(store, id);
    // Its applications and interests go with it, as ON DELETE CASCADE does on the server.
    const data = store.data;
    data.vagas = data.vagas.filter((item) => item !== vaga);
    data.candidaturas = data.candidaturas.filter((candidatura) => candidatura.vagaId !== vaga.id);
    data.interesses = data.interesses.filter((interesse) => interesse.vagaId !== vaga.id);
    return { deletedId: globalId("Vaga", vaga.id) };
  }),
};
