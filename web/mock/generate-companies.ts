import type { NivelVaga, StatusVaga } from "../../server/db/generated/prisma/enums.ts";
import { cnpjWithCheckDigits, companies, jobColumns, jobs, type CompanySeed } from "../../scripts/seed-data.ts";
import { logoSvg } from "../../scripts/seed-logos.ts";
import { cityByName } from "./places.ts";
import { dateOnly, daysAgoIso, faker, recordId } from "./random.ts";
import type { MockEmpresa, MockUser, MockVaga } from "./types.ts";

// Companies and their jobs: the hand-written demo content of `npm run seed`
// (real-sounding descriptions faker cannot write), plus extra jobs for the first
// company, the demo login, so its list is long enough to page.

/** The password of every generated account, as in `npm run seed`. */
export const demoPassword = "encaixe123";

const DAY = 86_400_000;

export function generateCompanies(now: number) {
  const users: MockUser[] = [];
  const empresas: MockEmpresa[] = [];
  const byKey = new Map<string, MockEmpresa>();
  for (const company of companies) {
    const empresa = toEmpresa(company);
    users.push({ id: empresa.userId, email: company.email, password: demoPassword, userType: "EMPRESA", candidatoId: null, empresaId: empresa.id });
    empresas.push(empresa);
    byKey.set(company.key, empresa);
  }
  const vagas = jobs.map((job) => withDates(now, { ...jobColumns(job), id: recordId(), empresaId: byKey.get(job.company)!.id }));
  vagas.push(...demoCompanyJobs(now, empresas[0]!, companies[0]!));
  return { users, empresas, vagas };
}

function toEmpresa(company: CompanySeed): MockEmpresa {
  const city = cityByName(company.cidade);
  return {
    id: recordId(),
    userId: recordId(),
    nomeEmpresa: company.nomeEmpresa,
    cnpj: cnpjWithCheckDigits(company.cnpjBase),
    nomeResponsavel: company.nomeResponsavel,
    descricaoEmpresa: company.descricaoEmpresa,
    setorAtuacao: company.setorAtuacao,
    website: company.website,
    linkRedeSocial: faker.datatype.boolean() ? `https://www.instagram.com/${company.key}.exemplo` : null,
    logoUrl: `data:image/svg+xml,${encodeURIComponent(logoSvg(company.key))}`,
    enderecoCep: company.cep.replace(/\D/g, "") || (city ? `${city.cepPrefix}000` : null),
    enderecoRua: company.rua,
    enderecoNumero: company.numero,
    enderecoBairro: company.bairro,
    enderecoCidade: company.cidade,
    enderecoEstado: company.estado,
  };
}

/** Published over the last 45 days; a deadline ahead for some active jobs, the closing day for closed ones. */
function withDates(now: number, job: Omit<MockVaga, "createdAt" | "updatedAt" | "prazoCandidatura">): MockVaga {
  const age = faker.number.float({ min: 0.05, max: 45 });
  const createdAt = daysAgoIso(now, age);
  const updatedAt = job.statusVaga === "ATIVA" ? createdAt : daysAgoIso(now, faker.number.float({ min: 0, max: age }));
  let prazoCandidatura: string | null = null;
  if (job.statusVaga === "ATIVA" && faker.number.float() < 0.4) prazoCandidatura = dateOnly(now + faker.number.int({ min: 10, max: 40 }) * DAY);
  else if (job.statusVaga === "ENCERRADA") prazoCandidatura = dateOnly(updatedAt);
  return { ...job, createdAt, updatedAt, prazoCandidatura };
}

const demoTitles: [string, NivelVaga, number][] = [
  ["Analista de Dados Júnior", "JUNIOR", 4000],
  ["Engenheira de Software Sênior", "SENIOR", 12000],
  ["Analista de QA Pleno", "PLENO", 6500],
  ["Engenheiro DevOps Pleno", "PLENO", 9000],
  ["Product Manager", "SENIOR", 13000],
  ["Scrum Master", "PLENO", 8500],
  ["Analista de Suporte N2", "PLENO", 4200],
  ["Desenvolvedor Java Sênior", "SENIOR", 12500],
  ["Tech Lead Back-end", "ESPECIALISTA", 16000],
  ["Analista de Segurança da Informação", "PLENO", 9500],
  ["Cientista de Dados Pleno", "PLENO", 10000],
  ["Desenvolvedor Python Júnior", "JUNIOR", 4800],
  ["Analista de BI", "PLENO", 7500],
  ["Estágio em Suporte ao Cliente", "ESTAGIO", 1600],
];

function demoCompanyJobs(now: number, empresa: MockEmpresa, company: CompanySeed): MockVaga[] {
  return demoTitles.map(([titulo, nivelVaga, min], i) => {
    const statusVaga: StatusVaga = i % 7 === 3 ? "PAUSADA" : i % 7 === 5 ? "ENCERRADA" : "ATIVA";
    const modalidadeTrabalho = faker.helpers.arrayElement(["REMOTO", "HIBRIDO", "PRESENCIAL"] as const);
    return withDates(now, {
      id: recordId(),
      empresaId: empresa.id,
      titulo,
      descricao: `A ${company.nomeEmpresa} procura ${titulo.toLowerCase()} para o time de produto. Você vai trabalhar com squads multidisciplinares, participar das decisões técnicas e contar com mentoria e orçamento anual para cursos.`,
      requisitosObrigatorios: "Experiência comprovada na função\nBoa comunicação escrita\nVontade de aprender",
      requisitosDesejaveis: faker.datatype.boolean() ? "Inglês intermediário\nVivência em empresas SaaS" : null,
      areaAtuacao: "tecnologia",
      nivelVaga,
      tipoContrato: nivelVaga === "ESTAGIO" ? "ESTAGIO" : faker.helpers.arrayElement(["CLT", "CLT", "PJ"] as const),
      modalidadeTrabalho,
      // Some jobs with each PcD mark, so the badge and the filter have something to show.
      pcd: i % 4 === 1 ? "TAMBEM" : i % 9 === 2 ? "AFIRMATIVA" : null,
      localizacao: modalidadeTrabalho === "REMOTO" ? null : `${company.cidade} - ${company.estado}`,
      faixaSalarialMin: min,
      faixaSalarialMax: min + faker.number.int({ min: 2, max: 8 }) * 500,
      beneficios: company.beneficios,
      numeroPosicoes: faker.number.int({ min: 1, max: 3 }),
      statusVaga,
    });
  });
}
