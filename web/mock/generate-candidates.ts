import type { NivelVaga } from "../../server/db/generated/prisma/enums.ts";
import { candidates, type CandidateSeed } from "../../scripts/seed-data.ts";
import { careers, courseSchools, institutions, languages, type Career } from "./careers.ts";
import { demoPassword } from "./generate-companies.ts";
import { addressIn, cityByName, pickCity, type City } from "./places.ts";
import { birthDate, cpf, daysAgoIso, emailFor, faker, mobilePhone, recordId } from "./random.ts";
import type { MockCandidato, MockUser } from "./types.ts";

// Candidates: the hand-written profiles of `npm run seed`, then people made up by
// faker, each from one career so that skills, studies and past jobs agree, with
// dates that follow their age (studies after 17, jobs after studies began).

/** Extra candidates beyond the hand-written ones: enough for several pages of candidate search. */
const extraCandidates = 45;

const digits = (text: string) => text.replace(/\D/g, "");
const yearOf = (date: string) => Number(date.slice(0, 4));

export function generateCandidates(now: number) {
  const users: MockUser[] = [];
  const candidatos: MockCandidato[] = [];
  const add = (candidato: MockCandidato) => {
    users.push({ id: candidato.userId, email: candidato.email, password: demoPassword, userType: "CANDIDATO", candidatoId: candidato.id, empresaId: null });
    candidatos.push(candidato);
  };
  for (const seed of candidates) add(fromSeed(now, seed));
  const emails = new Set(candidatos.map((candidato) => candidato.email));
  for (let i = 0; i < extraCandidates; i++) {
    const candidato = madeUp(now);
    while (emails.has(candidato.email)) candidato.email = candidato.email.replace("@", `${faker.number.int(9)}@`);
    emails.add(candidato.email);
    add(candidato);
  }
  return { users, candidatos };
}

function fromSeed(now: number, seed: CandidateSeed): MockCandidato {
  const city = cityByName(seed.cidade);
  const address = city ? addressIn(city) : null;
  const career = careers.find((item) => item.area === seed.area);
  return {
    id: recordId(),
    userId: recordId(),
    nomeCompleto: seed.nomeCompleto,
    email: seed.email,
    cpf: cpf(),
    dataNascimento: seed.nascimento,
    genero: seed.genero,
    telefone: digits(seed.telefone),
    telefoneSecundario: null,
    enderecoCep: address?.enderecoCep ?? null,
    enderecoRua: address?.enderecoRua ?? null,
    enderecoNumero: address?.enderecoNumero ?? null,
    enderecoBairro: seed.bairro,
    enderecoCidade: seed.cidade,
    enderecoEstado: seed.estado,
    linkLinkedIn: seed.linkedin ?? null,
    linkPortfolio: seed.portfolio ?? null,
    objetivoProfissional: seed.objetivo,
    areaInteresse: seed.area,
    nivelProfissional: seed.nivel,
    fotoUrl: null,
    createdAt: daysAgoIso(now, faker.number.float({ min: 20, max: 120 })),
    formacoes: seed.formacoes.map((f) => ({ id: recordId(), instituicao: f.instituicao, curso: f.curso, nivel: f.nivel, status: f.status, dataInicio: f.inicio, dataFim: f.fim ?? null })),
    experiencias: seed.experiencias.map((e) => ({ id: recordId(), empresa: e.empresa, cargo: e.cargo, dataInicio: e.inicio, dataFim: e.fim ?? null, descricao: e.descricao })),
    habilidades: seed.habilidades.map((nome) => ({ id: recordId(), nome })),
    idiomas: seed.idiomas.map((idioma) => ({ id: recordId(), ...idioma })),
    // Every other hand-written candidate has free courses: completeness then varies (90% or 100%).
    cursos: career && faker.datatype.boolean() ? freeCourses(career, yearOf(seed.nascimento), now) : [],
  };
}

const nivelForAge = (age: number): NivelVaga =>
  age < 22 ? "ESTAGIO" : age < 26 ? "JUNIOR" : age < 32 ? "PLENO" : age < 42 ? faker.helpers.arrayElement(["SENIOR", "ESPECIALISTA"]) : faker.helpers.arrayElement(["COORDENADOR", "GERENTE"]);

function madeUp(now: number): MockCandidato {
  const sex = faker.person.sexType();
  const firstName = faker.person.firstName(sex);
  const lastName = faker.person.lastName();
  const city: City = pickCity();
  const career = faker.helpers.arrayElement(careers);
  const dataNascimento = birthDate(now, 19, 58);
  const birthYear = yearOf(dataNascimento);
  const age = new Date(now).getUTCFullYear() - birthYear;
  const nivel = nivelForAge(age);
  const studyStart = birthYear + 18;
  const graduated = studyStart + 4 < new Date(now).getUTCFullYear();
  const cargo = faker.helpers.arrayElement(career.cargos);
  // Some profiles are left unfinished, as real ones are: completeness then varies.
  const sparse = faker.number.float() < 0.25;
  return {
    id: recordId(),
    userId: recordId(),
    nomeCompleto: `${firstName} ${faker.person.lastName()} ${lastName}`,
    email: emailFor(firstName, lastName),
    cpf: sparse ? null : cpf(),
    dataNascimento,
    genero: sex === "female" ? "FEMININO" : "MASCULINO",
    telefone: mobilePhone(city.ddd),
    telefoneSecundario: faker.number.float() < 0.2 ? mobilePhone(city.ddd) : null,
    ...addressIn(city),
    linkLinkedIn: sparse ? null : `https://www.linkedin.com/in/${emailFor(firstName, lastName).split("@")[0]!.replace(".", "-")}`,
    linkPortfolio: null,
    objetivoProfissional: `Atuar como ${cargo.toLowerCase()} em uma empresa que valorize o desenvolvimento profissional.`,
    areaInteresse: career.area,
    nivelProfissional: nivel,
    fotoUrl: null,
    createdAt: daysAgoIso(now, faker.number.float({ min: 1, max: 200 })),
    formacoes: [
      {
        id: recordId(),
        instituicao: faker.helpers.arrayElement(institutions),
        curso: faker.helpers.arrayElement(career.cursos),
        nivel: "GRADUACAO",
        status: graduated ? "CONCLUIDO" : "EM_ANDAMENTO",
        dataInicio: `${studyStart}-02-01`,
        dataFim: graduated ? `${studyStart + 4}-12-15` : null,
      },
    ],
    experiencias: sparse || age < 21 ? [] : experiences(career, cargo, studyStart + 2, now),
    habilidades: faker.helpers.arrayElements(career.habilidades, { min: 3, max: 5 }).map((nome) => ({ id: recordId(), nome })),
    idiomas: sparse
      ? []
      : faker.helpers
          .arrayElements(languages, { min: 1, max: 2 })
          .map((idioma) => ({ id: recordId(), idioma, nivel: faker.helpers.arrayElement(["BASICO", "INTERMEDIARIO", "AVANCADO", "FLUENTE"] as const) })),
    cursos: sparse ? [] : freeCourses(career, birthYear, now),
  };
}

/** One or two jobs, the last still current, between the first working year and today. */
function experiences(career: Career, cargo: string, firstYear: number, now: number) {
  const thisYear = new Date(now).getUTCFullYear();
  const start = Math.min(firstYear, thisYear - 1);
  const middle = Math.max(start, Math.floor((start + thisYear) / 2));
  const [current, previous] = faker.helpers.arrayElements(career.empregadores, 2);
  const currentJob = {
    id: recordId(),
    empresa: current!,
    cargo,
    dataInicio: `${middle}-03-01`,
    dataFim: null,
    descricao: `Atuação como ${cargo.toLowerCase()}, com foco em qualidade e bom atendimento.`,
  };
  if (middle === start) return [currentJob];
  return [
    currentJob,
    { id: recordId(), empresa: previous!, cargo: faker.helpers.arrayElement(career.cargos), dataInicio: `${start}-02-01`, dataFim: `${middle}-01-31`, descricao: null },
  ];
}

function freeCourses(career: Career, birthYear: number, now: number) {
  const thisYear = new Date(now).getUTCFullYear();
  return faker.helpers.arrayElements(career.livres, { min: 1, max: 2 }).map((nomeCurso) => ({
    id: recordId(),
    nomeCurso,
    instituicao: faker.helpers.arrayElement(courseSchools),
    anoConclusao: Math.min(birthYear + faker.number.int({ min: 19, max: 30 }), thisYear),
  }));
}
