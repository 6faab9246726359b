import { Languages } from "lucide-react";
import { graphql, useFragment } from "react-relay";
import styled from "styled-components";
import { Badge } from "../../components/Badge.tsx";
import { CandidateViewSection } from "./CandidateViewSection.tsx";
import { languageLevelLabel } from "./labels.ts";
import type { CandidateViewLanguages_candidate$key } from "./__generated__/CandidateViewLanguages_candidate.graphql";

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
export function CandidateViewLanguages({ candidate }: { candidate: CandidateViewLanguages_candidate$key }) {
  const { idiomas } = useFragment(
    graphql`
      fragment CandidateViewLanguages_candidate on Candidato {
        idiomas {
          id
          idioma
          nivel
        }
      }
    `,
    candidate,
  );
  return (
    <CandidateViewSection icon={Languages} title="Idiomas" count={idiomas.length} empty="Nenhum idioma cadastrado">
      <List>
        {idiomas.map((language) => (
          <li key={language.id}>
            <span>{language.idioma}</span>
            <Badge $tone="info">{languageLevelLabel(language.nivel)}</Badge>
          </li>
        ))}
      </List>
    </CandidateViewSection>
  );
}
