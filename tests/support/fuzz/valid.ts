import fc from "fast-check";
import { Genero, ModalidadeTrabalho, NivelVaga, StatusCandidatura, StatusVaga, TipoContrato } from "../../../server/db/generated/prisma/enums.ts";
import { areaValues, ufValues } from "../../../shared/catalog.ts";
import { spareEmails, sparePassword } from "./accounts.ts";

const digitsArb = (length: number) => fc.array(fc.integer({ min: 0, max: 9 }), { minLength: length, maxLength: length });

/** Check digits by the mod-11 rule shared by CPF and CNPJ; the weights are what differ. */
function withCheckDigits(base: number[], weights: (length: number) => number[]): string {
  const digit = (numbers: number[]) => {
    const w = weights(numbers.length);
    const rest = numbers.reduce((sum, n, i) => sum + n * w[i]!, 0) % 11;
    return rest < 2 ? 0 : 11 - rest;
  };
  const first = digit(base);
  return [...base, first, digit([...base, first])].join("");
}
const cpfArb = digitsArb(9).map((base) => withCheckDigits(base, (length) => Array.from({ length }, (_, i) => length + 1 - i)));
const cnpjArb = digitsArb(12).map((base) =>
  withCheckDigits(base, (length) => (length === 12 ? [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] : [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2])),
);

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
export const dayBetween = (min: string, max: string) => fc.date({ min: new Date(min), max: new Date(max), noInvalidDate: true }).map(isoDay);
const words = fc.constantFrom("Desenvolvedora Backend", "Atendimento ao cliente", "Técnico em Enfermagem", "Auxiliar de Logística", "Vendas B2B");
export const text = (max: number) => fc.oneof({ weight: 4, arbitrary: words }, fc.string({ minLength: 2, maxLength: 40 }), fc.constant("ê".repeat(max)));

/** Values each known field accepts, most of the time; a name not listed here gets hostile values only. */
export const validText: Record<string, fc.Arbitrary<string>> = {
  email: fc.oneof(fc.nat({ max: 1_000_000 }).map((n) => `fuzz.${n}@exemplo.com.br`), fc.constantFrom(...spareEmails)),
  password: fc.oneof({ weight: 3, arbitrary: fc.constant(sparePassword) }, fc.string({ minLength: 6, maxLength: 40 }), fc.constant("s".repeat(200))),
  nomeCompleto: text(160),
  nomeEmpresa: text(160),
  nomeResponsavel: text(160),
  cnpj: fc.oneof(cnpjArb, cnpjArb.map((c) => `${c.slice(0, 2)}.${c.slice(2, 5)}.${c.slice(5, 8)}/${c.slice(8, 12)}-${c.slice(12)}`)),
  cpf: fc.oneof(cpfArb, cpfArb.map((c) => `${c.slice(0, 3)}.${c.slice(3, 6)}.${c.slice(6, 9)}-${c.slice(9)}`)),
  telefonePrincipal: fc.constantFrom("(11) 98765-4321", "1132654321", "41 3333-4444"),
  telefoneSecundario: fc.constantFrom("(21) 99876-5432", ""),
  enderecoCep: fc.constantFrom("01001-000", "20040002", ""),
  enderecoRua: text(200),
  enderecoNumero: fc.constantFrom("123", "s/n", "12B"),
  enderecoBairro: text(120),
  enderecoCidade: fc.constantFrom("São Paulo", "Curitiba", "Belém"),
  enderecoEstado: fc.constantFrom(...ufValues, "sp", ""),
  linkLinkedIn: fc.constantFrom("linkedin.com/in/ana", "https://www.linkedin.com/in/joao-silva"),
  linkPortfolio: fc.constantFrom("https://ana.dev", ""),
  website: fc.constantFrom("https://exemplo.com.br", "exemplo.com.br"),
  linkRedeSocial: fc.constantFrom("instagram.com/exemplo", ""),
  objetivoProfissional: text(2_000),
  descricaoEmpresa: text(5_000),
  setorAtuacao: text(120),
  areaInteresse: fc.constantFrom(...areaValues),
  areaAtuacao: fc.constantFrom(...areaValues),
  nivelProfissional: fc.constantFrom(...Object.values(NivelVaga)),
  genero: fc.constantFrom(...Object.values(Genero), "Masculino", "Não informar"),
  dataNascimento: dayBetween("1930-01-01", "2008-12-31"),
  titulo: text(160),
  descricao: text(5_000),
  requisitosObrigatorios: text(5_000),
  requisitosDesejaveis: text(5_000),
  beneficios: text(5_000),
  localizacao: fc.constantFrom("Curitiba - PR", "Remoto", "São Paulo"),
  nivelVaga: fc.constantFrom(...Object.values(NivelVaga)),
  tipoContrato: fc.constantFrom(...Object.values(TipoContrato)),
  modalidadeTrabalho: fc.constantFrom(...Object.values(ModalidadeTrabalho)),
  statusVaga: fc.constantFrom(...Object.values(StatusVaga)),
  statusCandidatura: fc.constantFrom(...Object.values(StatusCandidatura)),
  prazoCandidatura: dayBetween("2020-01-01", "2035-12-31"),
  // Start before end, so a valid item is valid as a whole.
  dataInicio: dayBetween("1970-01-01", "2015-12-31"),
  dataFim: dayBetween("2016-01-01", "2035-12-31"),
  instituicao: text(200),
  curso: text(200),
  empresa: text(200),
  cargo: text(200),
  nome: fc.constantFrom("Excel", "TypeScript", "Negociação", "SQL"),
  idioma: fc.constantFrom("Inglês", "Espanhol", "Libras"),
  nomeCurso: text(200),
  cartaApresentacao: text(5_000),
  mensagem: text(2_000),
};
export const validInt: Record<string, fc.Arbitrary<number>> = {
  faixaSalarialMin: fc.integer({ min: 0, max: 20_000 }),
  faixaSalarialMax: fc.integer({ min: 1_000, max: 60_000 }),
  numeroPosicoes: fc.integer({ min: 1, max: 30 }),
  anoConclusao: fc.integer({ min: 1950, max: 2030 }),
};
