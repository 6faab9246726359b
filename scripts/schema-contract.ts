// The partners' contract: schema.public.graphql may grow, and may drop or
// change a field, argument or enum value only after a version deprecated it.
// Checked with graphql-inspector by tests/server/public-schema.test.ts over every
// committed version of the file and the working one.
import { execFileSync } from "node:child_process";
import { CriticalityLevel, diff } from "@graphql-inspector/core";
import { buildSchema, type GraphQLSchema, isEnumType, isInputObjectType, isInterfaceType, isObjectType } from "graphql";

export const contractFile = "schema.public.graphql";

/** Whether the schema marks `Type.member` (a field, an input field or an enum value) deprecated. */
function deprecated(schema: GraphQLSchema, path: string): boolean {
  const [typeName, member] = path.split(".");
  const type = typeName ? schema.getType(typeName) : undefined;
  if (!type || !member) return false;
  if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) return Boolean(type.getFields()[member]?.deprecationReason);
  if (isEnumType(type)) return Boolean(type.getValue(member)?.deprecationReason);
  return false;
}

/** The breaking changes from one version of the contract to the next that no deprecation announced. */
export async function unannouncedBreaks(before: string, after: string): Promise<string[]> {
  const old = buildSchema(before);
  const changes = await diff(old, buildSchema(after));
  return changes
    .filter((change) => change.criticality.level === CriticalityLevel.Breaking && !(change.path && deprecated(old, change.path)))
    .map((change) => change.message);
}

/** The contract's committed versions, oldest first (none outside a git checkout). */
export function committedVersions(cwd: string): { commit: string; text: string }[] {
  try {
    const commits = execFileSync("git", ["log", "--reverse", "--format=%H", "--", contractFile], { cwd, encoding: "utf8" }).split("\n").filter(Boolean);
    return commits.map((commit) => ({ commit, text: execFileSync("git", ["show", `${commit}:${contractFile}`], { cwd, encoding: "utf8" }) }));
  } catch {
    return [];
  }
}
