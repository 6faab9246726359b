import { Languages } from "lucide-react";
import { graphql, useFragment } from "react-relay";
import styled from "styled-components";
import { Badge } from "../../components/Badge.tsx";
import { CandidateViewSection } from "./CandidateViewSection.tsx";
import { nivelIdiomaLabel } from "./labels.ts";
import type { CandidateViewLanguages_candidato$key } from "./__generated__/CandidateViewLanguages_candidato.graphql";

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.sm};
    padding: 10px 12px;
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  span:first-child {
    min-width: 0;
    font-weight: ${({ theme }) => theme.font.weight.medium};
    overflow-wrap: anywhere;
  }
`;

/** 'Idiomas': each language with its level. */
export function CandidateViewLanguages({ candidato }: { candidato: CandidateViewLanguages_candidato$key }) {
  const { idiomas } = useFragment(
    graphql`
      fragment CandidateViewLanguages_candidato on Candidato {
        idiomas {
          id
          idioma
          nivel
        }
      }
    `,
    candidato,
  );
  return (
    <CandidateViewSection icon={Languages} title="Idiomas" count={idiomas.length} empty="Nenhum idioma cadastrado">
      <List>
        {idiomas.map((idioma) => (
          <li key={idioma.id}>
            <span>{idioma.idioma}</span>
            <Badge $tone="info">{nivelIdiomaLabel(idioma.nivel)}</Badge>
          </li>
        ))}
      </List>
    </CandidateViewSection>
  );
}
