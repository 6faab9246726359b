import fc from "fast-check";
import { NivelVaga, StatusVaga } from "../../../server/db/generated/prisma/enums.ts";
import { areaValues } from "../../../shared/catalog.ts";
import { asRole, candidates, companies, roles } from "./accounts.ts";
import { hostileString, idValue } from "./hostile.ts";
import type { Kind } from "./ids.ts";
import { encodeSegment, type Body, type Exchange, type PathSpec } from "./request.ts";
import { sectionKinds } from "./restRoutes.ts";

const hostileSegment = fc.oneof(
  { weight: 3, arbitrary: hostileString.map((s) => ({ raw: encodeSegment(s) })) },
  { weight: 2, arbitrary: fc.constantFrom("%FF", "%E0%A4%A", "%00", "%2F", "a%2Fb", "%25", "%", "..", ".", "%C0%AE%C0%AE", "%uD800").map((raw) => ({ raw })) },
);
const idSegment = (kind: Kind) => fc.oneof({ weight: 3, arbitrary: idValue(kind, false) }, { weight: 1, arbitrary: hostileSegment });

export const pathRoutes: fc.Arbitrary<Exchange>[] = [
  fc.record({ role: fc.constantFrom(...roles), method: fc.constantFrom("GET", "PUT", "DELETE"), path: idSegment("Vaga").map((id): PathSpec => ["/api/vagas/", id]), body: fc.constant<Body>({ kind: "none" }) }),
  fc.record({ role: asRole(companies), method: fc.constant("GET"), path: idSegment("Vaga").map((id): PathSpec => ["/api/vagas/", id, "/candidaturas"]), body: fc.constant<Body>({ kind: "none" }) }),
  fc.record({ role: asRole(companies), method: fc.constant("POST"), path: idSegment("Candidatura").map((id): PathSpec => ["/api/candidaturas/", id, "/visualizar"]), body: fc.constant<Body>({ kind: "none" }) }),
  fc.record({ role: asRole(candidates), method: fc.constant("DELETE"), path: idSegment("Candidatura").map((id): PathSpec => ["/api/candidaturas/", id]), body: fc.constant<Body>({ kind: "none" }) }),
  fc.record({
    role: asRole(candidates),
    method: fc.constant("PUT"),
    path: fc.tuple(idSegment("Interesse"), fc.constantFrom("aceitar", "recusar")).map(([id, answer]): PathSpec => ["/api/interesse/", id, `/${answer}`]),
    body: fc.constant<Body>({ kind: "none" }),
  }),
  fc.record({
    role: asRole(candidates),
    method: fc.constantFrom("GET", "DELETE", "PUT"),
    path: fc
      .tuple(fc.oneof(fc.constantFrom(...Object.keys(sectionKinds)), fc.constantFrom("foto", "logo", "Formacao", "formacoes", "__proto__", "constructor")), fc.option(fc.nat()))
      .chain(([section, withItem]) =>
        withItem === null
          ? fc.constant<PathSpec>([`/api/profile/${section}`])
          : idSegment(sectionKinds[section] ?? "Formacao").map((id): PathSpec => [`/api/profile/${section}/`, id]),
      ),
    body: fc.constant<Body>({ kind: "none" }),
  }),
  fc.record({ role: asRole(companies), method: fc.constant("GET"), path: idSegment("Candidato").map((id): PathSpec => ["/api/candidatos/", id, "/profile"]), body: fc.constant<Body>({ kind: "none" }) }),
  fc.record({
    role: fc.constantFrom(...roles),
    method: fc.constant("GET"),
    path: fc.oneof(fc.constantFrom("01001000", "01001-000", "99999999", "0", "1".repeat(40)), hostileSegment).map((cep): PathSpec => ["/api/cep/", cep]),
    body: fc.constant<Body>({ kind: "none" }),
  }),
];

const queryValue = fc.oneof(
  { weight: 2, arbitrary: fc.constantFrom(...areaValues, ...Object.values(NivelVaga), ...Object.values(StatusVaga), "c-level", "hibrido", "pj", "São Paulo", "desenvolvedor", "20", "100", "101") },
  { weight: 3, arbitrary: hostileString },
  { weight: 1, arbitrary: fc.constantFrom("0", "-1", "1.5", "1e3", "NaN", "9".repeat(30), "0x10", " 5 ") },
);
/** The query as pairs (a name may repeat); lone surrogates become U+FFFD, as URLSearchParams writes them. */
const searchQuery = (names: string[]) =>
  fc.array(fc.tuple(fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...names) }, { weight: 1, arbitrary: hostileString }), queryValue), { maxLength: 5 }).map((pairs) => {
    const query = new URLSearchParams();
    for (const [name, value] of pairs) query.append(name.replace(/[\uD800-\uDFFF]/g, "\uFFFD"), value.replace(/[\uD800-\uDFFF]/g, "\uFFFD"));
    return query.toString();
  });
const rawQuery = fc.constantFrom("limit=%FF", "titulo=%", "q=%00", "texto=a&texto=b&limit=1&limit=2", "limit", "=x", "&&&", "area[]=x", "__proto__=1&constructor=2");

export const searchRoutes: fc.Arbitrary<Exchange>[] = [
  fc.record({
    role: fc.constantFrom(...roles),
    method: fc.constant("GET"),
    path: fc
      .oneof(
        { weight: 5, arbitrary: searchQuery(["titulo", "texto", "q", "localizacao", "areaAtuacao", "area", "nivelVaga", "nivel", "tipoContrato", "modalidadeTrabalho", "modalidade", "statusVaga", "limit"]) },
        { weight: 1, arbitrary: rawQuery },
      )
      .map((query): PathSpec => [`/api/vagas?${query}`]),
    body: fc.constant<Body>({ kind: "none" }),
  }),
  fc.record({
    role: asRole(companies),
    method: fc.constant("GET"),
    path: fc
      .oneof(
        { weight: 5, arbitrary: searchQuery(["search", "texto", "q", "area", "areaInteresse", "level", "nivel", "nivelProfissional", "location", "localizacao", "limit"]) },
        { weight: 1, arbitrary: rawQuery },
      )
      .map((query): PathSpec => [`/api/candidatos?${query}`]),
    body: fc.constant<Body>({ kind: "none" }),
  }),
];
