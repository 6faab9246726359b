import { Briefcase } from "lucide-react";
import { graphql, useFragment } from "react-relay";
import styled from "styled-components";
import { formatCalendarDate } from "../../format.ts";
import { CandidateViewSection, EntryList, EntryMeta, EntrySubtitle, EntryTitle, Period } from "./CandidateViewSection.tsx";
import type { CandidateViewExperience_candidate$key } from "./__generated__/CandidateViewExperience_candidate.graphql";

const Description = styled.p`
  margin-top: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.text};
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const dateOf = (date: unknown) => (date ? formatCalendarDate(String(date)) : null);

/** 'Experiência Profissional': role, company, dates ('Atual' without an end) and what the person did. */
export function CandidateViewExperience({ candidate }: { candidate: CandidateViewExperience_candidate$key }) {
  const { experiencias } = useFragment(
    graphql`
      fragment CandidateViewExperience_candidate on Candidato {
        experiencias {
          id
          cargo
          empresa
          dataInicio
          dataFim
          descricao
        }
      }
    `,
    candidate,
  );
  return (
    <CandidateViewSection icon={Briefcase} title="Experiência Profissional" count={experiencias.length} empty="Nenhuma experiência cadastrada">
      <EntryList>
        {experiencias.map((experience) => (
          <li key={experience.id}>
            <EntryTitle>{experience.cargo}</EntryTitle>
            <EntrySubtitle>{experience.empresa}</EntrySubtitle>
            <EntryMeta>
              <Period from={dateOf(experience.dataInicio)} to={dateOf(experience.dataFim)} />
            </EntryMeta>
            {experience.descricao && <Description>{experience.descricao}</Description>}
          </li>
        ))}
      </EntryList>
    </CandidateViewSection>
  );
}
