import styled from "styled-components";
import { type ReferenceType, referenceSections, type TypeUse } from "./docTypes.ts";
import { InlineText, type Localize } from "./GuideContent.tsx";

// The public schema's reference, generated from schema.public.graphql: every type a partner meets,
// each under its own anchor so that a field's type links to its definition.

const TypeCard = styled.section`
  margin-top: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  h4 {
    font-size: ${({ theme }) => theme.font.size.md};
    color: ${({ theme }) => theme.colors.ink};
    scroll-margin-top: calc(${({ theme }) => theme.layout.navHeight} + ${({ theme }) => theme.space.md});
  }
  > p { margin-top: ${({ theme }) => theme.space.xs} !important; }
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    padding: ${({ theme }) => theme.space.md};
  }
`;

const Members = styled.dl`
  margin-top: ${({ theme }) => theme.space.md};
  dt {
    margin-top: ${({ theme }) => theme.space.sm};
    padding-top: ${({ theme }) => theme.space.sm};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    overflow-wrap: anywhere;
  }
  dd {
    margin: ${({ theme }) => theme.space.xs} 0 0;
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  dd ul {
    margin-top: ${({ theme }) => theme.space.xs} !important;
  }
`;

const builtIn = new Set(["String", "Int", "Float", "Boolean", "ID"]);

function TypeName({ type }: { type: TypeUse }) {
  if (builtIn.has(type.named)) return <code>{type.printed}</code>;
  return (
    <a href={`#${type.named.toLowerCase()}`}>
      <code>{type.printed}</code>
    </a>
  );
}

function TypeEntry({ type, localize }: { type: ReferenceType; localize: Localize }) {
  return (
    <TypeCard aria-labelledby={type.id}>
      <h4 id={type.id}>{type.name}</h4>
      <p>
        <InlineText parts={type.description} localize={localize} />
        {type.interfaces.length > 0 && ` Implementa ${type.interfaces.join(", ")}.`}
      </p>
      {(type.fields.length > 0 || type.values.length > 0) && (
        <Members>
          {type.fields.map((field) => (
            <div key={field.name}>
              <dt>
                <code>{field.name}</code>: <TypeName type={field.type} />
              </dt>
              <dd>
                <InlineText parts={field.description} localize={localize} />
                {field.deprecated && ` Obsoleto: ${field.deprecated}`}
                {field.arguments.length > 0 && (
                  <ul aria-label={`Argumentos de ${field.name}`}>
                    {field.arguments.map((arg) => (
                      <li key={arg.name}>
                        <code>{arg.name}</code>: <TypeName type={arg.type} /> — <InlineText parts={arg.description} localize={localize} />
                      </li>
                    ))}
                  </ul>
                )}
              </dd>
            </div>
          ))}
          {type.values.map((value) => (
            <div key={value.name}>
              <dt>
                <code>{value.name}</code>
              </dt>
              <dd>
                <InlineText parts={value.description} localize={localize} />
                {value.deprecated && ` Obsoleto: ${value.deprecated}`}
              </dd>
            </div>
          ))}
        </Members>
      )}
    </TypeCard>
  );
}

export function SchemaReference({ types, localize }: { types: ReferenceType[]; localize: Localize }) {
  return referenceSections.map(({ kind, id, title }) => {
    const ofKind = types.filter((type) => type.kind === kind);
    if (!ofKind.length) return null;
    return (
      <section key={kind} aria-labelledby={id}>
        <h3 id={id}>{title}</h3>
        {ofKind.map((type) => (
          <TypeEntry key={type.name} type={type} localize={localize} />
        ))}
      </section>
    );
  });
}
