import fc from "fast-check";
import { getNamedType, isEnumType, isInputObjectType, isLeafType, isListType, isNonNullType, type GraphQLField, type GraphQLInputType } from "graphql";
import { schema } from "../../../server/graphql/index.ts";
import { asRole, candidates, companies, roles, type Role } from "./accounts.ts";
import { enumGarbage, hostileDate, hostileForField, hostileNumber, hostileString, hostileValue, idValue, structural } from "./hostile.ts";
import { kinds, type Kind } from "./ids.ts";
import { png } from "./images.ts";
import type { Body, Exchange, PathSpec } from "./request.ts";
import { dayBetween, text, validInt, validText } from "./valid.ts";

export const mutationFields = Object.values(schema.getMutationType()!.getFields());

/** Mutations that end the session the run signs in with. */
export const endsSession = (name: string) => /^logout/i.test(name);

const anonymousMutations = new Set(["login", "registerCandidate", "registerCompany"]);
const companyMutations = new Set(["createVaga", "updateVaga", "changeVagaStatus", "deleteVaga", "changeCandidaturaStatus", "viewCandidatura", "sendInteresse", "updateCompanyProfile"]);
const candidateMutations =
  /^(add|update|remove)(Formacao|Experiencia|Habilidade|Idioma|Curso)$|^(applyToVaga|withdrawCandidatura|respondInteresse|updateCandidateProfile)$|^(criar|renomear|pausar|retomar|excluir)AlertaVaga$/;

/** The role a mutation is meant for; one added later is sent by anyone. */
function rightRoles(name: string): Role[] {
  if (anonymousMutations.has(name)) return ["anon"];
  if (companyMutations.has(name)) return companies;
  if (candidateMutations.test(name)) return candidates;
  return roles;
}

/** Which rows an ID argument names, guessed from its name (vagaId) or else from the mutation's (updateFormacao). */
function idKindOf(mutation: string, arg: string): Kind | undefined {
  const fromArg = kinds.find((kind) => arg.toLowerCase() === `${kind.toLowerCase()}id`);
  return fromArg ?? ["Candidatura", "Interesse", "Formacao", "Experiencia", "Habilidade", "Idioma", "Curso", "AlertaVaga", "Vaga", "Candidato", "Empresa"].find((kind) => mutation.includes(kind)) as Kind | undefined;
}

const omitted = Symbol("omitted");

/** A value GraphQL accepts for the type, and that the domain most likely accepts too. */
function validFor(type: GraphQLInputType, name: string, mutation: string): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return validFor(type.ofType, name, mutation);
  if (isListType(type)) return fc.array(validFor(type.ofType, name, mutation), { minLength: 1, maxLength: 3 });
  if (isEnumType(type)) return fc.constantFrom(...type.getValues().map((v) => v.name));
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields());
    return fc.tuple(...fields.map((field) => validFor(field.type, field.name, mutation))).map((values) => Object.fromEntries(fields.map((field, i) => [field.name, values[i]])));
  }
  switch (type.name) {
    case "ID":
      return idValue(idKindOf(mutation, name), true);
    case "Int":
      return validInt[name] ?? fc.integer({ min: 0, max: 1_000 });
    case "Float":
      return fc.double({ min: 0, max: 1_000, noNaN: true });
    case "Boolean":
      return fc.boolean();
    case "Date":
    case "DateTime":
      return validText[name] ?? dayBetween("1970-01-01", "2035-12-31");
    case "String":
      return validText[name] ?? text(200);
    default:
      return hostileValue;
  }
}

/** Something wrong for the type: mostly values that pass GraphQL's coercion and test the domain, some that do not. */
function hostileFor(type: GraphQLInputType, name: string, mutation: string): fc.Arbitrary<unknown> {
  const missing = fc.constantFrom(null, omitted);
  const anything = fc.oneof(hostileValue, structural);
  const named = isNonNullType(type) ? type.ofType : type;
  if (isListType(named)) return fc.oneof(fc.constant([]), fc.array(hostileFor(named.ofType, name, mutation), { minLength: 1, maxLength: 3 }), missing, anything);
  if (isEnumType(named)) return fc.oneof(enumGarbage, missing, anything);
  if (isInputObjectType(named)) {
    const fields = Object.values(named.getFields());
    return fc.oneof({ weight: 6, arbitrary: nearValidObject(fields, mutation) }, { weight: 1, arbitrary: missing }, { weight: 1, arbitrary: anything });
  }
  switch (named.name) {
    case "ID":
      return fc.oneof({ weight: 4, arbitrary: idValue(undefined, true) }, { weight: 2, arbitrary: hostileString }, { weight: 1, arbitrary: missing }, { weight: 1, arbitrary: anything });
    case "Int":
    case "Float":
      return fc.oneof({ weight: 4, arbitrary: hostileNumber }, { weight: 1, arbitrary: missing }, { weight: 1, arbitrary: anything });
    case "String":
    case "Date":
    case "DateTime":
      return fc.oneof({ weight: 6, arbitrary: hostileForField(name) }, { weight: 1, arbitrary: hostileDate }, { weight: 1, arbitrary: missing }, { weight: 1, arbitrary: anything });
    default:
      return fc.oneof(missing, anything);
  }
}

/** Like nearValid, for GraphQL arguments or input fields: valid values with a few made hostile and sometimes an unknown field. */
function nearValidObject(fields: readonly { name: string; type: GraphQLInputType }[], mutation: string): fc.Arbitrary<Record<string, unknown>> {
  if (!fields.length) return fc.constant({});
  return fc
    .tuple(
      fc.tuple(...fields.map((field) => validFor(field.type, field.name, mutation))),
      fc.oneof(
        { weight: 2, arbitrary: fc.constant([]) },
        { weight: 3, arbitrary: fc.array(fc.oneof(...fields.map((field) => fc.tuple(fc.constant(field.name), hostileFor(field.type, field.name, mutation)))), { minLength: 1, maxLength: 3 }) },
      ),
      fc.oneof({ weight: 8, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 12 }), hostileValue, { minKeys: 1, maxKeys: 2 }) }),
    )
    .map(([values, swaps, extra]) => {
      const object: Record<string, unknown> = Object.fromEntries(fields.map((field, i) => [field.name, values[i]]));
      for (const [name, value] of swaps) object[name] = value;
      for (const [name, value] of Object.entries(object)) if (value === omitted) delete object[name];
      // An unknown field is a GraphQL error for an input object, and an unknown variable is ignored: both worth sending, rarely.
      return extra && !fields.some((field) => field.name in extra) ? { ...object, ...extra } : object;
    });
}

const isFileArg = (type: GraphQLInputType) => getNamedType(type).name === "File";

export function mutationExchange(field: GraphQLField<unknown, unknown>): fc.Arbitrary<Exchange> {
  const args = field.args.filter((arg) => !isFileArg(arg.type));
  const files = field.args.filter((arg) => isFileArg(arg.type));
  const definitions = field.args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(", ");
  const call = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(", ");
  const selection = isLeafType(getNamedType(field.type)) ? "" : " { __typename }";
  const query = `mutation Fuzz${definitions ? `(${definitions})` : ""} { ${field.name}${call ? `(${call})` : ""}${selection} }`;
  const variables = nearValidObject(args, field.name);
  const body: fc.Arbitrary<Body> = files.length
    ? // The multipart request spec: the file slots are null in the variables and filled from the map.
      fc
        .tuple(variables, fc.oneof(fc.constant(png), fc.uint8Array({ maxLength: 64 })), fc.constantFrom("ok", "badMap", "badOperations", "noFile"))
        .map(([vars, bytes, shape]): Body => {
          const operations = JSON.stringify({ query, variables: { ...vars, ...Object.fromEntries(files.map((f) => [f.name, null])) } });
          const map = JSON.stringify(Object.fromEntries(files.map((f, i) => [String(i), [`variables.${f.name}`]])));
          const parts: [string, string | Uint8Array][] = [
            ["operations", shape === "badOperations" ? "{" : operations],
            ["map", shape === "badMap" ? '{"0":["variables.nada.mais"]}' : map],
          ];
          if (shape !== "noFile") parts.push(...files.map((_, i): [string, Uint8Array] => [String(i), bytes]));
          return { kind: "form", parts, headers: { "graphql-require-preflight": "1" } };
        })
    : variables.map((vars): Body => ({ kind: "json", value: { query, variables: vars } }));
  return fc.record({ role: asRole(rightRoles(field.name)), method: fc.constant("POST"), path: fc.constant<PathSpec>(["/graphql"]), body, graphqlField: fc.constant(field.name) });
}
