// The shape of the partner documentation as the /desenvolvedores page renders it: written by
// `npm run schema` (scripts/partner-docs/) from docs/parceiros.md and schema.public.graphql.

/** A run of text within a paragraph, list item or description. */
export type Inline = { text: string } | { code: string } | { strong: string } | { link: string; href: string };

export type Block =
  | { kind: "heading"; level: 2 | 3; id: string; text: string }
  | { kind: "paragraph"; content: Inline[] }
  | { kind: "list"; ordered: boolean; items: Inline[][] }
  /** `label` names the block for people who cannot see it (its caption). */
  | { kind: "code"; language: string; label: string; code: string };

/** A type as printed in the schema (`[Vaga!]!`) and the named type it links to (`Vaga`). */
export interface TypeUse {
  printed: string;
  named: string;
}

export interface ReferenceArgument {
  name: string;
  type: TypeUse;
  description: Inline[];
}

export interface ReferenceField {
  name: string;
  type: TypeUse;
  description: Inline[];
  arguments: ReferenceArgument[];
  /** Why the field is deprecated, when it is. */
  deprecated?: string;
}

export type ReferenceKind = "consulta" | "objeto" | "interface" | "entrada" | "enum" | "escalar";

export interface ReferenceType {
  name: string;
  /** The anchor of the type's section. */
  id: string;
  kind: ReferenceKind;
  description: Inline[];
  interfaces: string[];
  fields: ReferenceField[];
  values: { name: string; description: Inline[]; deprecated?: string }[];
}

export interface PartnerDocs {
  guide: Block[];
  reference: ReferenceType[];
}

/** The reference's sections, in the order a partner reads them, with their anchors on the page. */
export const referenceSections: { kind: ReferenceKind; id: string; title: string }[] = [
  { kind: "consulta", id: "consultas", title: "Consultas" },
  { kind: "objeto", id: "objetos", title: "Objetos" },
  { kind: "interface", id: "interfaces", title: "Interfaces" },
  { kind: "entrada", id: "entradas", title: "Entradas" },
  { kind: "enum", id: "enumeracoes", title: "Enumerações" },
  { kind: "escalar", id: "escalares", title: "Escalares" },
];
