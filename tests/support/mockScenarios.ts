import { recentPeriod } from "../../shared/analyticsPeriod.ts";
import { pcdConsent } from "../../shared/pcd.ts";
import { applicationTransitions } from "../../shared/pipeline.ts";
import { cnpjWithCheckDigits } from "../../scripts/seed-data.ts";
import { demoPassword } from "../../web/mock/generate-companies.ts";
import { globalId, type MockStore } from "../../web/mock/store.ts";
import type { MockCandidato, SectionType } from "../../web/mock/types.ts";
import { sectionLists } from "../../web/mock/types.ts";

// For each operation of the web app, who runs it in the mock (a visitor, the
// demo candidate or the demo company) and variables a screen would send,
// taken from the store's own records.

export type Role = "visitor" | "candidate" | "company";
export interface Scenario {
  as: Role;
  variables?: Record<string, unknown>;
}

export const demoCandidate = (store: MockStore) => store.data.candidatos[0]!;
export const demoCompany = (store: MockStore) => store.data.empresas[0]!;

/** An active job of the demo company that has applications. */
export const demoJob = (store: MockStore) => {
  const empresa = demoCompany(store);
  return store.data.vagas.find(
    (vaga) => vaga.empresaId === empresa.id && vaga.statusVaga === "ATIVA" && store.data.candidaturas.some((c) => c.vagaId === vaga.id),
  )!;
};

export function signInAs(store: MockStore, role: Role) {
  const userId = role === "candidate" ? demoCandidate(store).userId : role === "company" ? demoCompany(store).userId : null;
  store.signIn(store.data.users.find((user) => user.id === userId) ?? null);
}

/** An item of the candidate's section, added when there is none, as a global id. */
function sectionItem(candidato: MockCandidato, type: SectionType, make: () => Record<string, unknown>) {
  const list = candidato[sectionLists[type]] as unknown as { id: string }[];
  if (!list.length) list.push({ id: `item-${type}`, ...make() });
  return globalId(type, list[0]!.id);
}

const sectionInputs = {
  Language: ["Idioma", () => ({ idioma: "Japonês", nivel: "BASICO" })],
  Course: ["Curso", () => ({ nomeCurso: "Excel Avançado", instituicao: "Senac", anoConclusao: 2022 })],
  Education: ["Formacao", () => ({ instituicao: "UFPR", curso: "Economia", nivel: "GRADUACAO", status: "CONCLUIDO", dataInicio: "2010-02-01", dataFim: "2014-12-01" })],
  Experience: ["Experiencia", () => ({ empresa: "Padaria Central", cargo: "Caixa", dataInicio: "2015-01-05", dataFim: "2016-06-30", descricao: "Atendimento" })],
  Skill: ["Habilidade", () => ({ nome: "Kotlin" })],
} as const;

function sectionScenarios(store: MockStore): Record<string, Scenario> {
  const candidato = demoCandidate(store);
  const scenarios: Record<string, Scenario> = {};
  for (const [name, [type, make]] of Object.entries(sectionInputs)) {
    scenarios[`useProfileSectionMutationsAdd${name}Mutation`] = { as: "candidate", variables: { input: make() } };
    scenarios[`useProfileSectionMutationsUpdate${name}Mutation`] = { as: "candidate", variables: { id: sectionItem(candidato, type, make), input: make() } };
    scenarios[`useProfileSectionMutationsRemove${name}Mutation`] = { as: "candidate", variables: { id: sectionItem(candidato, type, make) } };
  }
  return scenarios;
}

const jobInput = {
  titulo: "Analista de Sistemas Pleno",
  descricao: "Sustentação e evolução dos sistemas internos.",
  requisitosObrigatorios: "SQL\nJava",
  areaAtuacao: "tecnologia",
  nivelVaga: "PLENO",
  tipoContrato: "CLT",
  modalidadeTrabalho: "HIBRIDO",
  localizacao: "São Paulo - SP",
  faixaSalarialMin: 6000,
  faixaSalarialMax: 8000,
  numeroPosicoes: 2,
};

/** The scenario of every operation, by name; built on `store`, which it may prepare (an application to withdraw…). */
export function scenarios(store: MockStore): Record<string, Scenario> {
  const candidato = demoCandidate(store);
  const empresa = demoCompany(store);
  const job = demoJob(store);
  const jobId = globalId("Vaga", job.id);
  const companyApplication = store.data.candidaturas.find(
    (c) => store.vaga(c.vagaId)?.empresaId === empresa.id && applicationTransitions[c.statusCandidatura].length > 0,
  )!;
  const applied = new Set(store.data.candidaturas.filter((c) => c.candidatoId === candidato.id).map((c) => c.vagaId));
  const openJob = store.data.vagas.find((vaga) => vaga.statusVaga === "ATIVA" && !applied.has(vaga.id) && !vaga.prazoCandidatura)!;
  const pending = store.data.interesses.find((i) => i.candidatoId === candidato.id && i.status === "PENDENTE")!;
  const withdrawable = store.data.candidaturas.find((c) => c.candidatoId === candidato.id)!;
  withdrawable.statusCandidatura = "ENVIADA";
  const otherCandidate = store.data.candidatos.find((c) => !store.data.interesses.some((i) => i.candidatoId === c.id))!;
  const candidatoId = globalId("Candidato", candidato.id);
  const empresaId = globalId("Empresa", empresa.id);
  const alertId = globalId("AlertaVaga", store.data.alertasVagas.find((alert) => alert.candidatoId === candidato.id)!.id);
  return {
    ...sectionScenarios(store),
    RootQuery: { as: "visitor" },
    sessionViewerQuery: { as: "candidate" },
    jobsIndexQuery: { as: "visitor", variables: { first: 10, filtros: { texto: "analista" } } },
    JobResultsPaginationQuery: { as: "visitor", variables: { first: 10, after: btoa("offset:9"), filtros: {} } },
    jobsIdQuery: { as: "candidate", variables: { id: jobId } },
    JobApplicationsQuery: { as: "company", variables: { id: jobId } },
    JobApplicationsListPaginationQuery: { as: "company", variables: { id: jobId, count: 20 } },
    JobEditQuery: { as: "company", variables: { id: jobId } },
    useApplyToJobMutationRefreshQuery: { as: "candidate", variables: { id: jobId } },
    useChangeJobStatusMutationRefreshQuery: { as: "company", variables: { id: jobId } },
    ProfileCandidateQuery: { as: "candidate" },
    ProfileCompanyQuery: { as: "company" },
    CandidateDashboardQuery: { as: "candidate" },
    useCandidateDashboardRefreshQuery: { as: "candidate" },
    CandidateApplicationsQuery: { as: "candidate" },
    CandidateApplicationsListPaginationQuery: { as: "candidate", variables: { id: candidatoId, count: 10 } },
    CandidateInterestsQuery: { as: "candidate" },
    CandidateInterestsListPaginationQuery: { as: "candidate", variables: { id: candidatoId, count: 10 } },
    CandidateSavedJobsQuery: { as: "candidate" },
    CandidateSavedJobsListPaginationQuery: { as: "candidate", variables: { id: candidatoId, count: 10 } },
    useRespondInterestMutationRefreshQuery: { as: "candidate", variables: { id: globalId("Interesse", pending.id) } },
    CompanyDashboardQuery: { as: "company" },
    CompanyJobListPaginationQuery: { as: "company", variables: { count: 20, cursor: btoa("offset:19") } },
    CompanyApplicationsQuery: { as: "company" },
    CompanyApplicationsListPaginationQuery: { as: "company", variables: { id: empresaId, count: 20 } },
    CompanyInterestsQuery: { as: "company" },
    CompanyInterestsListPaginationQuery: { as: "company", variables: { id: empresaId, count: 20 } },
    CandidateSearchQuery: { as: "company", variables: { first: 12, filtros: { areaInteresse: "tecnologia" } } },
    CandidateSearchResultsPaginationQuery: { as: "company", variables: { first: 12, after: btoa("offset:11") } },
    CandidateViewQuery: { as: "company", variables: { id: candidatoId } },
    InterestFormQuery: { as: "company", variables: { candidatoId } },
    useCepLookupQuery: { as: "candidate", variables: { cep: "04101-300" } },
    LoginFormMutation: { as: "visitor", variables: { input: { email: candidato.email, password: "encaixe123" } } },
    ForgotPasswordPageMutation: { as: "visitor", variables: { input: { email: candidato.email } } },
    ResetPasswordPageMutation: {
      as: "visitor",
      variables: { input: { token: `mock-link-de-recuperacao-${store.data.users.find((user) => user.email === candidato.email)!.id}`, password: "girassol-azul-42" } },
    },
    RegisterCandidateFormMutation: { as: "visitor", variables: { input: { nomeCompleto: "Joana Prado", email: "joana.prado@exemplo.com.br", password: "girassol-azul-42" } } },
    RegisterCompanyFormMutation: {
      as: "visitor",
      variables: {
        input: { nomeEmpresa: "Padaria Trigo Bom", cnpj: cnpjWithCheckDigits("112223330001"), nomeResponsavel: "Rui Campos", email: "rh@trigobom.exemplo.com.br", password: "girassol-azul-42" },
      },
    },
    useLogoutMutation: { as: "candidate" },
    useLogoutMutationEverywhereMutation: { as: "company" },
    useCreateJobMutation: { as: "company", variables: { input: jobInput } },
    useUpdateJobMutation: { as: "company", variables: { id: jobId, input: { titulo: "Título revisto" } } },
    useChangeJobStatusMutation: { as: "company", variables: { id: jobId, statusVaga: "PAUSADA" } },
    useDeleteJobMutation: { as: "company", variables: { id: jobId } },
    useApplyToJobMutation: { as: "candidate", variables: { vagaId: globalId("Vaga", openJob.id), cartaApresentacao: "Tenho interesse." } },
    toggleSavedJobSaveMutation: { as: "candidate", variables: { vagaId: globalId("Vaga", openJob.id) } },
    toggleSavedJobUnsaveMutation: { as: "candidate", variables: { vagaId: globalId("Vaga", store.data.vagasSalvas[0]!.vagaId) } },
    useWithdrawApplicationMutation: { as: "candidate", variables: { id: globalId("Candidatura", withdrawable.id) } },
    useViewApplicationMutation: { as: "company", variables: { id: globalId("Candidatura", companyApplication.id) } },
    useChangeApplicationStatusMutation: {
      as: "company",
      variables: { id: globalId("Candidatura", companyApplication.id), statusCandidatura: applicationTransitions[companyApplication.statusCandidatura][0] },
    },
    useSendInterestMutation: {
      as: "company",
      variables: { candidatoId: globalId("Candidato", otherCandidate.id), vagaId: jobId, mensagem: "Podemos conversar?" },
    },
    useRespondInterestMutation: { as: "candidate", variables: { id: globalId("Interesse", pending.id), resposta: "ACEITO" } },
    useUpdateCandidateProfileMutation: { as: "candidate", variables: { input: { nomeCompleto: "Ana Beatriz Souza Lima", dataNascimento: "1994-03-12" } } },
    useUpdateCompanyProfileMutation: { as: "company", variables: { input: { descricaoEmpresa: "Software para o agronegócio." } } },
    useProfileImageUploadMutation: { as: "candidate", variables: { file: new Blob(["\u0089PNG"], { type: "image/png" }) } },
    useProfileImageUploadRemoveMutation: { as: "company" },
    NotificationBellMenuQuery: { as: "candidate" },
    NotificationsQuery: { as: "company" },
    NotificationListPaginationQuery: { as: "company", variables: { count: 20, cursor: btoa("offset:19") } },
    useNotificationsSubscription: { as: "candidate", variables: { connections: [] } },
    useMarkNotificationReadMutation: { as: "candidate", variables: { id: globalId("Notificacao", store.data.notificacoes.find((n) => n.userId === candidato.userId)!.id) } },
    useMarkNotificationReadAllMutation: { as: "company" },
    NotificationSettingsQuery: { as: "candidate" },
    useSaveNotificationPreferencesMutation: { as: "company", variables: { preferencias: [{ tipo: "CANDIDATURA_RETIRADA", entrega: "NUNCA" }] } },
    recordProfileViewMutation: { as: "company", variables: { candidatoId } },
    jobViewBeaconMutation: { as: "visitor", variables: { vagaId: jobId } },
    usePcdMutationsSaveMutation: {
      as: "candidate",
      variables: { input: { tipos: ["AUDITIVA"], adaptacoes: "Intérprete de Libras.", consentimento: true, versaoConsentimento: pcdConsent.versao } },
    },
    usePcdMutationsWithdrawMutation: { as: "candidate" },
    CompanyAnalyticsJobsQuery: { as: "company" },
    CompanyAnalyticsQuery: { as: "company", variables: { ...recentPeriod(30), vagaId: jobId } },
    PrivacySettingsQuery: { as: "candidate" },
    ProfileViewsPaginationQuery: { as: "candidate", variables: { id: globalId("Candidato", candidato.id), first: 10 } },
    useDeleteAccountMutation: { as: "company", variables: { senha: demoPassword } },
    CandidateAlertsQuery: { as: "candidate" },
    useCreateAlertMutation: { as: "candidate", variables: { input: { nome: "Analista em Curitiba", busca: { texto: "analista", localizacao: "Curitiba - PR" } } } },
    useAlertMutationsRenameMutation: { as: "candidate", variables: { id: alertId, nome: "Desenvolvimento em SP" } },
    useAlertMutationsPauseMutation: { as: "candidate", variables: { id: alertId } },
    useAlertMutationsResumeMutation: { as: "candidate", variables: { id: alertId } },
    useAlertMutationsDeleteMutation: { as: "candidate", variables: { id: alertId } },
  };
}
