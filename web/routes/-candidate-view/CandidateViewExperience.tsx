import { Briefcase } from "lucide-react";
import { graphql, useFragment } from "react-relay";
import styled from "styled-components";
import { formatCalendarDate } from "../../format.ts";
import { CandidateViewSection, EntryList, EntryMeta, EntrySubtitle, EntryTitle, Period } from "./CandidateViewSection.tsx";
import type { CandidateViewExperience_candidato$key } from "./__generated__/CandidateViewExperience_candidato.graphql";

const Description = styled.p`
  margin-top: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.text};
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const dateOf = (date: unknown) => (date ? formatCalendarDate(String(date)) : null);

/** 'Experiência Profissional': role, company, dates ('Atual' without an end) and what the person did. */
export function CandidateViewExperience({ candidato }: { candidato: CandidateViewExperience_candidato$key }) {
  const { experiencias } = useFragment(
    graphql`
      fragment CandidateViewExperience_candidato on Candidato {
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
    candidato,
  );
  return (
    <CandidateViewSection icon={Briefcase} title="Experiência Profissional" count={experiencias.length} empty="Nenhuma experiência cadastrada">
      <EntryList>
        {experiencias.map((experiencia) => (
          <li key={experiencia.id}>
            <EntryTitle>{experiencia.cargo}</EntryTitle>
            <EntrySubtitle>{experiencia.empresa}</EntrySubtitle>
            <EntryMeta>
              <Period from={dateOf(experiencia.dataInicio)} to={dateOf(experiencia.dataFim)} />
            </EntryMeta>
            {experiencia.descricao && <Description>{experiencia.descricao}</Description>}
          </li>
        ))}
      </EntryList>
    </CandidateViewSection>
  );
}
