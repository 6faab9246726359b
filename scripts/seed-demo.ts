import sharp from "sharp";
import type { Db } from "../server/db/database.ts";
import type { StatusCandidatura, StatusInteresse } from "../server/db/generated/prisma/enums.ts";
import { storeImage } from "../server/domain/images.ts";
import { areaValues } from "../shared/catalog.ts";
import { isValidCnpj } from "../shared/validation/cnpj.ts";
import { historyOf, viewsOf } from "./seed-analytics.ts";
import { applications, candidates, cnpjWithCheckDigits, companies, interests, jobColumns, jobs, seededRandom } from "./seed-data.ts";
import { logoSvg } from "./seed-logos.ts";

// What `npm run seed` writes (scripts/seed.ts opens the database and checks it is empty): the demo's companies with
// their logos, jobs, candidates, applications with their histories, interests and job page views, in one transaction.

const DAY = 86_400_000;

/** How many rows of each kind the seed wrote. */
export interface SeedCounts {
  companies: number;
  jobs: number;
  active: number;
  candidates: number;
  applications: number;
  interests: number;
  views: number;
}

/** Writes the demo data into an empty database; every account gets `passwordHash`. Dates are relative to now. */
export async function seedDemo(prisma: Db, passwordHash: string): Promise<SeedCounts> {
  // Sanity checks on the data module, before anything is written.
  const cnpjs = companies.map((company) => cnpjWithCheckDigits(company.cnpjBase));
  for (const cnpj of cnpjs) if (!isValidCnpj(cnpj)) throw new Error(`Generated an invalid CNPJ: ${cnpj}`);
  const missingAreas = areaValues.filter((area) => !jobs.some((job) => job.area === area));
  if (missingAreas.length) throw new Error(`No seeded job in area(s): ${missingAreas.join(", ")}`);
  const titles = new Set(jobs.map((job) => job.titulo));
  if (titles.size !== jobs.length) throw new Error("Seeded job titles must be unique (applications refer to them)");

  const random = seededRandom(20261121);
  const between = (min: number, max: number) => min + random() * (max - min);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const now = Date.now();
  const daysAgo = (days: number) => new Date(now - days * DAY);
  const dateOnly = (iso: string) => new Date(`${iso}T00:00:00.000Z`);

  // Drawn before the transaction, which then stores each as its company's upload would be (checked, re-encoded, thumbnailed).
  const logos = await Promise.all(companies.map((company) => sharp(Buffer.from(logoSvg(company.key))).png().toBuffer()));

  return prisma.$transaction(
    async (tx) => {
      // Companies.
      const companyIds = new Map<string, string>();
      for (const [i, company] of companies.entries()) {
        const createdAt = daysAgo(between(60, 180));
        const logoId = await storeImage(tx, logos[i]!, "logo");
        const user = await tx.user.create({
          data: {
            email: company.email,
            passwordHash,
            userType: "EMPRESA",
            createdAt,
            updatedAt: createdAt,
            empresa: {
              create: {
                nomeEmpresa: company.nomeEmpresa,
                cnpj: cnpjs[i]!,
                nomeResponsavel: company.nomeResponsavel,
                descricaoEmpresa: company.descricaoEmpresa,
                setorAtuacao: company.setorAtuacao,
                website: company.website,
                enderecoCep: company.cep.replace("-", ""),
                enderecoRua: company.rua,
                enderecoNumero: company.numero,
                enderecoBairro: company.bairro,
                enderecoCidade: company.cidade,
                enderecoEstado: company.estado,
                logo: { connect: { id: logoId } },
                createdAt,
                updatedAt: createdAt,
              },
            },
          },
          select: { empresa: { select: { id: true } } },
        });
        companyIds.set(company.key, user.empresa!.id);
      }

      // Jobs, published over the last 45 days. The trigger fills the search columns.
      const jobRows = jobs.map((job) => {
        const empresaId = companyIds.get(job.company);
        if (!empresaId) throw new Error(`Unknown company key "${job.company}" in job "${job.titulo}"`);
        const createdAt = daysAgo(between(0.05, 45));
        const age = (now - createdAt.getTime()) / DAY;
        const updatedAt = job.status === "ATIVA" ? createdAt : daysAgo(between(0, age));
        let prazoCandidatura: Date | null = null;
        if (job.status === "ATIVA" && random() < 0.4) {
          prazoCandidatura = dateOnly(new Date(now + between(10, 40) * DAY).toISOString().slice(0, 10));
        } else if (job.status === "ENCERRADA") {
          prazoCandidatura = dateOnly(updatedAt.toISOString().slice(0, 10));
        }
        return {
          ...jobColumns(job),
          empresaId,
          prazoCandidatura,
          createdAt,
          updatedAt,
        };
      });
      const createdJobs = await tx.vaga.createManyAndReturn({
        data: jobRows,
        select: { id: true, titulo: true, empresaId: true, statusVaga: true, createdAt: true, updatedAt: true },
      });
      const jobByTitle = new Map(createdJobs.map((job) => [job.titulo, job]));

      // Candidates with their profiles.
      const candidateIds = new Map<string, string>();
      for (const candidate of candidates) {
        const createdAt = daysAgo(between(20, 120));
        const user = await tx.user.create({
          data: {
            email: candidate.email,
            passwordHash,
            userType: "CANDIDATO",
            createdAt,
            updatedAt: createdAt,
            candidato: {
              create: {
                nomeCompleto: candidate.nomeCompleto,
                dataNascimento: dateOnly(candidate.nascimento),
                genero: candidate.genero,
                telefonePrincipal: candidate.telefone,
                enderecoBairro: candidate.bairro,
                enderecoCidade: candidate.cidade,
                enderecoEstado: candidate.estado,
                linkLinkedIn: candidate.linkedin ?? null,
                linkPortfolio: candidate.portfolio ?? null,
                objetivoProfissional: candidate.objetivo,
                areaInteresse: candidate.area,
                nivelProfissional: candidate.nivel,
                createdAt,
                updatedAt: createdAt,
                habilidades: { create: candidate.habilidades.map((nome) => ({ nome, createdAt })) },
                formacoes: {
                  create: candidate.formacoes.map((formacao) => ({
                    instituicao: formacao.instituicao,
                    curso: formacao.curso,
                    nivel: formacao.nivel,
                    status: formacao.status,
                    dataInicio: dateOnly(formacao.inicio),
                    dataFim: formacao.fim ? dateOnly(formacao.fim) : null,
                    createdAt,
                  })),
                },
                experiencias: {
                  create: candidate.experiencias.map((experiencia) => ({
                    empresa: experiencia.empresa,
                    cargo: experiencia.cargo,
                    dataInicio: dateOnly(experiencia.inicio),
                    dataFim: experiencia.fim ? dateOnly(experiencia.fim) : null,
                    descricao: experiencia.descricao,
                    createdAt,
                  })),
                },
                idiomas: { create: candidate.idiomas.map((idioma) => ({ ...idioma, createdAt })) },
              },
            },
          },
          select: { candidato: { select: { id: true } } },
        });
        candidateIds.set(candidate.email, user.candidato!.id);
      }

      // Applications: only to ATIVA jobs, once per candidate and job.
      const statuses: StatusCandidatura[] = [
        "ENVIADA",
        "ENVIADA",
        "VISUALIZADA_PELA_EMPRESA",
        "EM_ANALISE_PELA_EMPRESA",
        "AVANCANDO_NO_PROCESSO",
        "REJEITADA_PELA_EMPRESA",
        "APROVADA_PELA_EMPRESA",
      ];
      const applicationRows: {
        vagaId: string;
        candidatoId: string;
        statusCandidatura: StatusCandidatura;
        cartaApresentacao: string | null;
        dataCandidatura: Date;
        updatedAt: Date;
      }[] = [];
      const applied = new Set<string>();
      for (const { candidate, jobs: jobTitles } of applications) {
        const candidatoId = candidateIds.get(candidate);
        if (!candidatoId) throw new Error(`Unknown candidate ${candidate} in applications`);
        const nome = candidates.find((c) => c.email === candidate)!.nomeCompleto.split(" ")[0];
        for (const titulo of jobTitles) {
          const job = jobByTitle.get(titulo);
          if (!job) throw new Error(`Unknown job "${titulo}" in applications`);
          if (job.statusVaga !== "ATIVA") throw new Error(`Applications only go to ATIVA jobs: "${titulo}" is ${job.statusVaga}`);
          const key = `${candidatoId}:${job.id}`;
          if (applied.has(key)) continue;
          applied.add(key);
          const dataCandidatura = new Date(job.createdAt.getTime() + random() * (now - job.createdAt.getTime()));
          // Fresh applications have not been looked at yet.
          const statusCandidatura = now - dataCandidatura.getTime() < 2 * DAY ? "ENVIADA" : pick(statuses);
          applicationRows.push({
            vagaId: job.id,
            candidatoId,
            statusCandidatura,
            cartaApresentacao:
              random() < 0.5
                ? `Olá! Meu nome é ${nome} e tenho muito interesse na vaga de ${titulo}. Acredito que minha experiência pode contribuir com a equipe. Fico à disposição para uma conversa.`
                : null,
            dataCandidatura,
            updatedAt: statusCandidatura === "ENVIADA" ? dataCandidatura : new Date(dataCandidatura.getTime() + (now - dataCandidatura.getTime()) / 2),
          });
        }
      }
      const createdApplications = await tx.candidatura.createManyAndReturn({
        data: applicationRows,
        select: { id: true, statusCandidatura: true, dataCandidatura: true, updatedAt: true },
      });

      // Interests: a company shows interest in a candidate for one of its jobs.
      const interestStatuses: StatusInteresse[] = ["PENDENTE", "PENDENTE", "PENDENTE", "ACEITO", "RECUSADO"];
      const interestRows = interests.map((interest) => {
        const job = jobByTitle.get(interest.job);
        const candidatoId = candidateIds.get(interest.candidate);
        if (!job || !candidatoId) throw new Error(`Unknown job or candidate in interest "${interest.job}"`);
        const dataInteresse = new Date(job.createdAt.getTime() + random() * (now - job.createdAt.getTime()));
        return {
          empresaId: job.empresaId,
          candidatoId,
          vagaId: job.id,
          mensagem: interest.mensagem,
          status: pick(interestStatuses),
          dataInteresse,
          updatedAt: dataInteresse,
        };
      });
      await tx.interesse.createMany({ data: interestRows });

      // Analytics: each application's status history and the jobs' views per day, from a PRNG of their own.
      const analyticsRandom = seededRandom(20261124);
      await tx.candidaturaHistorico.createMany({ data: createdApplications.flatMap((application) => historyOf(application, analyticsRandom)) });
      const views = createdJobs.flatMap((job) => viewsOf(job, new Date(now), analyticsRandom));
      await tx.visualizacaoVaga.createMany({ data: views });

      return {
        companies: companyIds.size,
        jobs: createdJobs.length,
        active: createdJobs.filter((job) => job.statusVaga === "ATIVA").length,
        candidates: candidateIds.size,
        applications: applicationRows.length,
        interests: interestRows.length,
        views: views.reduce((sum, day) => sum + day.quantidade, 0),
      };
    },
    { maxWait: 10_000, timeout: 120_000 },
  );
}
