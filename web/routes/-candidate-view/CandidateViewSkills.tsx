import { Sparkles } from "lucide-react";
import { graphql, useFragment } from "react-relay";
import styled from "styled-components";
import { Badge } from "../../components/Badge.tsx";
import { CandidateViewSection } from "./CandidateViewSection.tsx";
import type { CandidateViewSkills_candidato$key } from "./__generated__/CandidateViewSkills_candidato.graphql";

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  li { max-width: 100%; }
`;

const Chip = styled(Badge)`
  padding: 6px 12px;
  font-size: ${({ theme }) => theme.font.size.sm};
  white-space: normal;
  overflow-wrap: anywhere;
`;

/** 'Habilidades': every skill, as chips. */
export function CandidateViewSkills({ candidato }: { candidato: CandidateViewSkills_candidato$key }) {
  const { habilidades } = useFragment(
    graphql`
      fragment CandidateViewSkills_candidato on Candidato {
        habilidades {
          id
          nome
        }
      }
    `,
    candidato,
  );
  return (
    <CandidateViewSection icon={Sparkles} title="Habilidades" count={habilidades.length} empty="Nenhuma habilidade cadastrada">
      <Chips>
        {habilidades.map((habilidade) => (
          <li key={habilidade.id}>
            <Chip $tone="brand">{habilidade.nome}</Chip>
          </li>
        ))}
      </Chips>
    </CandidateViewSection>
  );
}
