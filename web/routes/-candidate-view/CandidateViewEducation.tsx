import { GraduationCap } from "lucide-react";
import { graphql, useFragment } from "react-relay";
import { Badge, type BadgeTone } from "../../components/Badge.tsx";
import { CandidateViewSection, EntryList, EntryMeta, EntrySubtitle, EntryTitle, Period } from "./CandidateViewSection.tsx";
import { nivelFormacaoLabel, statusFormacaoLabel, yearOf } from "./labels.ts";
import type { CandidateViewEducation_candidato$key } from "./__generated__/CandidateViewEducation_candidato.graphql";

const statusTone: Record<string, BadgeTone> = { CONCLUIDO: "success", EM_ANDAMENTO: "info", INTERROMPIDO: "warning" };

/** 'Formação Acadêmica': course, institution, level, start and end years ('Atual' without an end), status. */
export function CandidateViewEducation({ candidato }: { candidato: CandidateViewEducation_candidato$key }) {
  const { formacoes } = useFragment(
    graphql`
      fragment CandidateViewEducation_candidato on Candidato {
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
    candidato,
  );
  return (
    <CandidateViewSection icon={GraduationCap} title="Formação Acadêmica" count={formacoes.length} empty="Nenhuma formação cadastrada">
      <EntryList>
        {formacoes.map((formacao) => (
          <li key={formacao.id}>
            <EntryTitle>{formacao.curso}</EntryTitle>
            <EntrySubtitle>{formacao.instituicao}</EntrySubtitle>
            <EntryMeta>
              <Badge>{nivelFormacaoLabel(formacao.nivel)}</Badge>
              <Period from={yearOf(formacao.dataInicio)} to={yearOf(formacao.dataFim)} />
              <Badge $tone={statusTone[formacao.status] ?? "neutral"}>{statusFormacaoLabel(formacao.status)}</Badge>
            </EntryMeta>
          </li>
        ))}
      </EntryList>
    </CandidateViewSection>
  );
}
