import fc from "fast-check";
import { NivelFormacao, NivelIdioma, StatusFormacao } from "../../../server/db/generated/prisma/enums.ts";
import { asRole, candidates, companies, type Role } from "./accounts.ts";
import { bodyFor, fieldsOf } from "./bodies.ts";
import { hostileValue, idValue } from "./hostile.ts";
import type { Kind } from "./ids.ts";
import { dataUrlValue, imageBodies, notAnImage } from "./images.ts";
import type { Body, Exchange, PathSpec } from "./request.ts";
import { validInt } from "./valid.ts";

const candidateProfileFields = [
  "nomeCompleto",
  "dataNascimento",
  "genero",
  "cpf",
  "telefonePrincipal",
  "telefoneSecundario",
  "enderecoCep",
  "enderecoRua",
  "enderecoNumero",
  "enderecoBairro",
  "enderecoCidade",
  "enderecoEstado",
  "linkLinkedIn",
  "linkPortfolio",
  "objetivoProfissional",
  "areaInteresse",
  "nivelProfissional",
];
const companyProfileFields = [
  "nomeEmpresa",
  "cnpj",
  "nomeResponsavel",
  "descricaoEmpresa",
  "setorAtuacao",
  "website",
  "linkRedeSocial",
  "enderecoCep",
  "enderecoRua",
  "enderecoNumero",
  "enderecoBairro",
  "enderecoCidade",
  "enderecoEstado",
];
const jobFields = [
  "titulo",
  "descricao",
  "requisitosObrigatorios",
  "requisitosDesejaveis",
  "areaAtuacao",
  "nivelVaga",
  "tipoContrato",
  "modalidadeTrabalho",
  "localizacao",
  "faixaSalarialMin",
  "faixaSalarialMax",
  "beneficios",
  "numeroPosicoes",
  "prazoCandidatura",
];
const salaryLike = (valid: fc.Arbitrary<number>) => fc.oneof(valid, valid.map(String), fc.constantFrom("3.500,00", "4500,50", "", null));

const sectionFields: Record<string, Record<string, fc.Arbitrary<unknown>>> = {
  formacao: fieldsOf(["instituicao", "curso", "nivel", "status", "dataInicio", "dataFim"], {
    nivel: fc.constantFrom(...Object.values(NivelFormacao)),
    status: fc.constantFrom(...Object.values(StatusFormacao)),
  }),
  experiencia: fieldsOf(["empresa", "cargo", "dataInicio", "dataFim", "descricao"]),
  habilidade: fieldsOf(["nome"]),
  idioma: fieldsOf(["idioma", "nivel"], { nivel: fc.constantFrom(...Object.values(NivelIdioma)) }),
  curso: fieldsOf(["nomeCurso", "instituicao", "anoConclusao"], { anoConclusao: fc.oneof(validInt.anoConclusao!, validInt.anoConclusao!.map(String)) }),
};
export const sectionKinds: Record<string, Kind> = { formacao: "Formacao", experiencia: "Experiencia", habilidade: "Habilidade", idioma: "Idioma", curso: "Curso" };

interface BodyRoute {
  method: "POST" | "PUT";
  /** A path the router matches, with an example id: checked against the router's own table. */
  example: string;
  exchange: fc.Arbitrary<Exchange>;
}

const route = (method: "POST" | "PUT", example: string, right: Role[], path: fc.Arbitrary<PathSpec>, body: fc.Arbitrary<Body>): BodyRoute => ({
  method,
  example,
  exchange: fc.record({ role: asRole(right), method: fc.constant(method), path, body }),
});
const fixed = (path: string) => fc.constant<PathSpec>([path]);
const withId = (before: string, kind: Kind, after = "") => idValue(kind, false).map((id): PathSpec => [before, id, after]);

export const bodyRoutes: BodyRoute[] = [
  route("POST", "/api/login", ["anon"], fixed("/api/login"), bodyFor(fieldsOf(["email", "password"]))),
  route(
    "POST",
    "/api/register",
    ["anon"],
    fixed("/api/register"),
    bodyFor(fieldsOf(["userType", "nomeCompleto", "nomeEmpresa", "cnpj", "nomeResponsavel", "email", "password"], { userType: fc.constantFrom("CANDIDATO", "EMPRESA") })),
  ),
  route("PUT", "/api/profile", candidates, fixed("/api/profile"), bodyFor(fieldsOf([...candidateProfileFields, "fotoUrl", "email", "id"], { fotoUrl: notAnImage }))),
  route("PUT", "/api/profile", companies, fixed("/api/profile"), bodyFor(fieldsOf([...companyProfileFields, "logoUrl"], { logoUrl: notAnImage }))),
  ...Object.entries(sectionFields).flatMap(([section, fields]) => [
    route("POST", `/api/profile/${section}`, candidates, fixed(`/api/profile/${section}`), bodyFor(fields)),
    route("PUT", `/api/profile/${section}/x`, candidates, withId(`/api/profile/${section}/`, sectionKinds[section]!), bodyFor(fields)),
  ]),
  route(
    "POST",
    "/api/vagas",
    companies,
    fixed("/api/vagas"),
    bodyFor(fieldsOf(jobFields, { faixaSalarialMin: salaryLike(validInt.faixaSalarialMin!), faixaSalarialMax: salaryLike(validInt.faixaSalarialMax!) })),
  ),
  route(
    "PUT",
    "/api/vagas/x",
    companies,
    withId("/api/vagas/", "Vaga"),
    bodyFor(
      fieldsOf([...jobFields, "statusVaga"], { faixaSalarialMin: salaryLike(validInt.faixaSalarialMin!), faixaSalarialMax: salaryLike(validInt.faixaSalarialMax!) }),
    ),
  ),
  route("PUT", "/api/candidaturas/x/status", companies, withId("/api/candidaturas/", "Candidatura", "/status"), bodyFor(fieldsOf(["statusCandidatura"]))),
  route("POST", "/api/candidaturas", candidates, fixed("/api/candidaturas"), bodyFor(fieldsOf(["vagaId", "cartaApresentacao", "statusCandidatura"], { vagaId: idValue("Vaga", false), statusCandidatura: fc.constantFrom("ENVIADA", undefined) }))),
  route("POST", "/api/candidaturas/x/visualizar", companies, withId("/api/candidaturas/", "Candidatura", "/visualizar"), bodyFor({ motivo: hostileValue })),
  route(
    "POST",
    "/api/interesse",
    companies,
    fixed("/api/interesse"),
    bodyFor(fieldsOf(["candidatoId", "vagaId", "mensagem"], { candidatoId: idValue("Candidato", false), vagaId: idValue("Vaga", false) })),
  ),
  route("PUT", "/api/interesse/x/aceitar", candidates, withId("/api/interesse/", "Interesse", "/aceitar"), bodyFor({ resposta: hostileValue })),
  route("PUT", "/api/interesse/x/recusar", candidates, withId("/api/interesse/", "Interesse", "/recusar"), bodyFor({ resposta: hostileValue })),
];

/**
 * Photos and logos, apart from the other bodies: fast-check stops a property at
 * its first failure, and an image decoding failure should not leave the
 * thousand other bodies unchecked (nor the other way round).
 */
export const imageRoutes: BodyRoute[] = [
  route("PUT", "/api/profile", candidates, fixed("/api/profile"), bodyFor(fieldsOf(["nomeCompleto", "enderecoCidade", "fotoUrl"], { fotoUrl: dataUrlValue }))),
  route("PUT", "/api/profile", companies, fixed("/api/profile"), bodyFor(fieldsOf(["nomeEmpresa", "enderecoCidade", "logoUrl"], { logoUrl: dataUrlValue }))),
  route("POST", "/api/profile/foto", candidates, fixed("/api/profile/foto"), imageBodies("foto")),
  route("POST", "/api/profile/logo", companies, fixed("/api/profile/logo"), imageBodies("logo")),
];

/** Routes with a body that the fuzz test leaves alone, and why. */
export const bodyRoutesNotFuzzed = new Map([["/api/logout", "it ends the session the rest of the run signs in with; it reads no body"]]);
