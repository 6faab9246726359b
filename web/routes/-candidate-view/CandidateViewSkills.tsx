import { Sparkles } from "lucide-react";
import { graphql, useFragment } from "react-relay";
import styled from "styled-components";
import { Badge } from "../../components/Badge.tsx";
import { CandidateViewSection } from "./CandidateViewSection.tsx";
import type { CandidateViewSkills_candidate$key } from "./__generated__/CandidateViewSkills_candidate.graphql";

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
export function CandidateViewSkills({ candidate }: { candidate: CandidateViewSkills_candidate$key }) {
  const { habilidades } = useFragment(
    graphql`
      fragment CandidateViewSkills_candidate on Candidato {
        habilidades {
          id
          nome
        }
      }
    `,
    candidate,
  );
  return (
    <CandidateViewSection icon={Sparkles} title="Habilidades" count={habilidades.length} empty="Nenhuma habilidade cadastrada">
      <Chips>
        {habilidades.map((skill) => (
          <li key={skill.id}>
            <Chip $tone="brand">{skill.nome}</Chip>
          </li>
        ))}
      </Chips>
    </CandidateViewSection>
  );
}
