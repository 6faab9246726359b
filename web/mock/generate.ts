import { generateNotifications } from "./notifications.ts";
import type { StatusCandidatura, StatusInteresse } from "../../server/db/generated/prisma/enums.ts";
import { applications, candidates, interests, jobs } from "../../scripts/seed-data.ts";
import { generateCandidates } from "./generate-candidates.ts";
import { generateCompanies } from "./generate-companies.ts";
import { faker, mockSeed, referenceNow, seedFaker } from "./random.ts";
import type { MockAlertaVaga, MockCandidatura, MockData, MockInteresse, MockVaga, MockVagaSalva } from "./types.ts";

// The mock's whole world from one seed: the same ids and values on every load
// (only dates move, with today). Applications and interests link records that
// exist, only to active jobs, once per candidate and job.

const statuses: StatusCandidatura[] = [
  "ENVIADA",
  "ENVIADA",
  "VISUALIZADA_PELA_EMPRESA",
  "EM_ANALISE_PELA_EMPRESA",
  "AVANCANDO_NO_PROCESSO",
  "APROVADA",
  "REJEITADA",
];

export function generateMockData(seed = mockSeed, now = referenceNow()): MockData {
  seedFaker(seed);
  faker.setDefaultRefDate(now);
  const companies = generateCompanies(now);
  const people = generateCandidates(now);
  const { vagas } = companies;
  const candidaturas: MockCandidatura[] = [];
  const applied = new Set<string>();
  const apply = (candidatoId: string, vaga: MockVaga) => {
    const key = `${candidatoId}:${vaga.id}`;
    if (vaga.statusVaga !== "ATIVA" || applied.has(key)) return;
    applied.add(key);
    const created = Date.parse(vaga.createdAt);
    const dataCandidatura = new Date(faker.number.int({ min: created, max: now - 60_000 }));
    const fresh = now - dataCandidatura.getTime() < 2 * 86_400_000;
    const statusCandidatura = fresh ? "ENVIADA" : faker.helpers.arrayElement(statuses);
    const updated = statusCandidatura === "ENVIADA" ? dataCandidatura : new Date((dataCandidatura.getTime() + now) / 2);
    candidaturas.push({
      id: `c${faker.string.alphanumeric({ length: 24, casing: "lower" })}`,
      candidatoId,
      vagaId: vaga.id,
      cartaApresentacao: faker.datatype.boolean() ? `Olá! Tenho muito interesse na vaga de ${vaga.titulo} e acredito que minha experiência pode contribuir com a equipe.` : null,
      statusCandidatura,
      dataCandidatura: dataCandidatura.toISOString(),
      updatedAt: updated.toISOString(),
    });
  };

  const seedIndex = (email: string) => candidates.findIndex((candidate) => candidate.email === email);
  const jobByTitle = (titulo: string) => vagas[jobs.findIndex((job) => job.titulo === titulo)]!;
  for (const { candidate, jobs: titles } of applications) {
    for (const titulo of titles) apply(people.candidatos[seedIndex(candidate)]!.id, jobByTitle(titulo));
  }
  // Made-up candidates apply to active jobs of their area; those in technology also to the demo
  // company's, so that its pipeline lists are long enough to page.
  const demoEmpresaId = companies.empresas[0]!.id;
  for (const candidato of people.candidatos.slice(candidates.length)) {
    const open = vagas.filter((vaga) => vaga.statusVaga === "ATIVA" && vaga.areaAtuacao === candidato.areaInteresse);
    for (const vaga of faker.helpers.arrayElements(open, { min: 1, max: 3 })) apply(candidato.id, vaga);
    if (candidato.areaInteresse === "tecnologia") {
      const demoJobs = vagas.filter((vaga) => vaga.empresaId === demoEmpresaId);
      for (const vaga of faker.helpers.arrayElements(demoJobs, 2)) apply(candidato.id, vaga);
    }
  }

  const interesseStatuses: StatusInteresse[] = ["PENDENTE", "PENDENTE", "PENDENTE", "ACEITO", "RECUSADO"];
  const interesses: MockInteresse[] = interests.map((interest) => {
    const vaga = jobByTitle(interest.job);
    const dataInteresse = new Date(faker.number.int({ min: Date.parse(vaga.createdAt), max: now - 60_000 })).toISOString();
    return {
      id: `c${faker.string.alphanumeric({ length: 24, casing: "lower" })}`,
      empresaId: vaga.empresaId,
      candidatoId: people.candidatos[seedIndex(interest.candidate)]!.id,
      vagaId: vaga.id,
      mensagem: interest.mensagem,
      // The demo candidate's first interest stays pending, so answering one can be tried at once.
      status: interest.candidate === candidates[0]!.email ? "PENDENTE" : faker.helpers.arrayElement(interesseStatuses),
      dataInteresse,
      updatedAt: dataInteresse,
    };
  });

  // The demo company has shown interest in a few made-up candidates too, answered or not.
  const demoActive = vagas.filter((vaga) => vaga.empresaId === demoEmpresaId && vaga.statusVaga === "ATIVA");
  const techPeople = people.candidatos.slice(candidates.length).filter((candidato) => candidato.areaInteresse === "tecnologia");
  for (const candidato of techPeople.slice(0, 6)) {
    const vaga = faker.helpers.arrayElement(demoActive);
    const dataInteresse = new Date(faker.number.int({ min: Date.parse(vaga.createdAt), max: now - 60_000 })).toISOString();
    interesses.push({
      id: `c${faker.string.alphanumeric({ length: 24, casing: "lower" })}`,
      empresaId: demoEmpresaId,
      candidatoId: candidato.id,
      vagaId: vaga.id,
      mensagem: `Olá, ${candidato.nomeCompleto.split(" ")[0]}! Seu perfil combina com a vaga de ${vaga.titulo}. Podemos conversar?`,
      status: faker.helpers.arrayElement(interesseStatuses),
      dataInteresse,
      updatedAt: dataInteresse,
    });
  }

  // The demo candidate saved a job of each status, so 'Vagas Salvas' shows every badge. No faker
  // here: the draws above stay the same, and with them every id.
  const demoCandidatoId = people.candidatos[0]!.id;
  const demoApplied = new Set(candidaturas.filter((c) => c.candidatoId === demoCandidatoId).map((c) => c.vagaId));
  const vagasSalvas: MockVagaSalva[] = (["ATIVA", "PAUSADA", "ENCERRADA"] as const).flatMap((status, index) => {
    const vaga = vagas.find((candidate) => candidate.statusVaga === status && !demoApplied.has(candidate.id));
    return vaga ? [{ id: `salva${index}`, candidatoId: demoCandidatoId, vagaId: vaga.id, createdAt: new Date(now - (index + 1) * 86_400_000).toISOString() }] : [];
  });

  // The demo candidate watches two searches, one of them paused, so 'Alertas de vagas' shows both states.
  const day = (days: number) => new Date(now - days * 86_400_000).toISOString();
  const noSearch = { texto: null, localizacao: null, areaAtuacao: null, nivelVaga: null, tipoContrato: null, modalidadeTrabalho: null, pcd: null };
  const alertasVagas: MockAlertaVaga[] = [
    { ...noSearch, id: "alerta0", candidatoId: demoCandidatoId, nome: "Desenvolvedor em São Paulo", texto: "desenvolvedor", localizacao: "São Paulo - SP", areaAtuacao: "tecnologia", ativo: true, createdAt: day(12), updatedAt: day(12) },
    { ...noSearch, id: "alerta1", candidatoId: demoCandidatoId, nome: "Remoto, PJ", tipoContrato: "PJ", modalidadeTrabalho: "REMOTO", ativo: false, createdAt: day(20), updatedAt: day(3) },
  ];

  const data = {
    users: [...companies.users, ...people.users],
    empresas: companies.empresas,
    vagas,
    candidatos: people.candidatos,
    candidaturas,
    interesses,
    vagasSalvas,
    preferenciasNotificacao: [],
    alertasVagas,
    nextId: 1,
  };
  return { ...data, notificacoes: generateNotifications(data, now) };
}
