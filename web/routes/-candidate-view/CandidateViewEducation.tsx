import { GraduationCap } from "lucide-react";
import { graphql, useFragment } from "react-relay";
import { Badge, type BadgeTone } from "../../components/Badge.tsx";
import { CandidateViewSection, EntryList, EntryMeta, EntrySubtitle, EntryTitle, Period } from "./CandidateViewSection.tsx";
import { educationLevelLabel, educationStatusLabel, yearOf } from "./labels.ts";
import type { CandidateViewEducation_candidate$key } from "./__generated__/CandidateViewEducation_candidate.graphql";

const statusTone: Record<string, BadgeTone> = { CONCLUIDO: "success", EM_ANDAMENTO: "info", INTERROMPIDO: "warning" };

/** 'Formação Acadêmica': course, institution, level, start and end years ('Atual' without an end), status. */
export function CandidateViewEducation({ candidate }: { candidate: CandidateViewEducation_candidate$key }) {
  const { formacoes } = useFragment(
    graphql`
      fragment CandidateViewEducation_candidate on Candidato {
        formacoes {
          id
          curso
          instituicao
          nivel
          status
          dataInicio
          dataFim
        }
      }
    `,
    candidate,
  );
  return (
    <CandidateViewSection icon={GraduationCap} title="Formação Acadêmica" count={formacoes.length} empty="Nenhuma formação cadastrada">
      <EntryList>
        {formacoes.map((education) => (
          <li key={education.id}>
            <EntryTitle>{education.curso}</EntryTitle>
            <EntrySubtitle>{education.instituicao}</EntrySubtitle>
            <EntryMeta>
              <Badge>{educationLevelLabel(education.nivel)}</Badge>
              <Period from={yearOf(education.dataInicio)} to={yearOf(education.dataFim)} />
              <Badge $tone={statusTone[education.status] ?? "neutral"}>{educationStatusLabel(education.status)}</Badge>
            </EntryMeta>
          </li>
        ))}
      </EntryList>
    </CandidateViewSection>
  );
}
