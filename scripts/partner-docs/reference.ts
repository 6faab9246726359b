import {
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLNamedType,
  type GraphQLSchema,
  type GraphQLType,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isScalarType,
} from "graphql";
import { type Inline, type ReferenceField, type ReferenceKind, type ReferenceType, referenceSections, type TypeUse } from "../../web/routes/-developers/docTypes.ts";
import { parseInline } from "./guide.ts";

// The partners' schema as a reference: every type they can meet, with its fields, arguments and
// enum values and their Portuguese descriptions, as data for the page and as Markdown for the repository.

const builtIn = new Set(["String", "Int", "Float", "Boolean", "ID"]);

function kindOf(type: GraphQLNamedType, schema: GraphQLSchema): ReferenceKind {
  if (type === schema.getQueryType()) return "consulta";
  if (isObjectType(type)) return "objeto";
  if (isInterfaceType(type)) return "interface";
  if (isInputObjectType(type)) return "entrada";
  if (isEnumType(type)) return "enum";
  return "escalar";
}

const use = (type: GraphQLType): TypeUse => ({ printed: String(type), named: getNamedType(type).name });
const describe = (description: string | null | undefined): Inline[] => parseInline((description ?? "").replace(/\s+/g, " ").trim());

function field(f: GraphQLField<unknown, unknown> | GraphQLInputField): ReferenceField {
  const args: readonly GraphQLArgument[] = "args" in f ? f.args : [];
  return {
    name: f.name,
    type: use(f.type),
    description: describe(f.description),
    arguments: args.map((arg) => ({ name: arg.name, type: use(arg.type), description: describe(arg.description) })),
    ...(f.deprecationReason ? { deprecated: f.deprecationReason } : {}),
  };
}

/** Every type of the schema but GraphQL's own, by section and then by name. */
export function referenceOf(schema: GraphQLSchema): ReferenceType[] {
  const order = (kind: ReferenceKind) => referenceSections.findIndex((section) => section.kind === kind);
  return Object.values(schema.getTypeMap())
    .filter((type) => !type.name.startsWith("__") && !(isScalarType(type) && builtIn.has(type.name)))
    .map((type): ReferenceType => {
      const fields = isObjectType(type) || isInterfaceType(type) || isInputObjectType(type) ? Object.values(type.getFields()).map(field) : [];
      return {
        name: type.name,
        id: type.name.toLowerCase(),
        kind: kindOf(type, schema),
        description: describe(type.description),
        interfaces: isObjectType(type) ? type.getInterfaces().map((i) => i.name) : [],
        fields: fields.sort((a, b) => a.name.localeCompare(b.name)),
        values: isEnumType(type)
          ? type.getValues().map((value) => ({
              name: value.name,
              description: describe(value.description),
              ...(value.deprecationReason ? { deprecated: value.deprecationReason } : {}),
            }))
          : [],
      };
    })
    .sort((a, b) => order(a.kind) - order(b.kind) || a.name.localeCompare(b.name));
}

const markdownInline = (parts: Inline[]) =>
  parts
    .map((part) => {
      if ("code" in part) return `\`${part.code}\``;
      if ("strong" in part) return `**${part.strong}**`;
      if ("link" in part) return `[${part.link}](${part.href})`;
      return part.text;
    })
    .join("");

/** A type use, linked to its section unless it is one of GraphQL's own. */
const markdownType = ({ printed, named }: TypeUse) => (builtIn.has(named) ? `\`${printed}\`` : `[\`${printed}\`](#${named.toLowerCase()})`);

const deprecation = (reason: string | undefined) => (reason ? ` **Obsoleto:** ${reason}` : "");

export function referenceMarkdown(reference: ReferenceType[]): string {
  const out = [
    "# Referência do esquema público",
    "",
    "Gerada por `npm run schema` a partir de `schema.public.graphql`: não edite à mão.",
    "Como usar a API: [API para parceiros](parceiros.md).",
  ];
  for (const { kind, title } of referenceSections) {
    const types = reference.filter((type) => type.kind === kind);
    if (!types.length) continue;
    out.push("", `## ${title}`);
    for (const type of types) {
      out.push("", `### ${type.name}`, "", markdownInline(type.description));
      if (type.interfaces.length) out.push("", `Implementa ${type.interfaces.map((name) => `[\`${name}\`](#${name.toLowerCase()})`).join(", ")}.`);
      if (type.fields.length) out.push("");
      for (const f of type.fields) {
        out.push(`- \`${f.name}\`: ${markdownType(f.type)} — ${markdownInline(f.description)}${deprecation(f.deprecated)}`);
        for (const arg of f.arguments) out.push(`  - argumento \`${arg.name}\`: ${markdownType(arg.type)} — ${markdownInline(arg.description)}`);
      }
      if (type.values.length) out.push("");
      for (const value of type.values) out.push(`- \`${value.name}\` — ${markdownInline(value.description)}${deprecation(value.deprecated)}`);
    }
  }
  return `${out.join("\n")}\n`;
}
