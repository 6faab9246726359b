import { Award } from "lucide-react";
import { graphql, useFragment } from "react-relay";
import { CandidateViewSection, EntryList, EntryMeta, EntrySubtitle, EntryTitle } from "./CandidateViewSection.tsx";
import type { CandidateViewCourses_candidato$key } from "./__generated__/CandidateViewCourses_candidato.graphql";

/** 'Cursos Complementares': shown only when there is at least one (spec §2). */
export function CandidateViewCourses({ candidato }: { candidato: CandidateViewCourses_candidato$key }) {
  const { cursos } = useFragment(
    graphql`
      fragment CandidateViewCourses_candidato on Candidato {
        cursos {
          id
          nomeCurso
          instituicao
          anoConclusao
        }
      }
    `,
    candidato,
  );
  if (cursos.length === 0) return null;
  return (
    <CandidateViewSection icon={Award} title="Cursos Complementares" count={cursos.length} empty="">
      <EntryList>
        {cursos.map((curso) => (
          <li key={curso.id}>
            <EntryTitle>{curso.nomeCurso}</EntryTitle>
            {curso.instituicao && <EntrySubtitle>{curso.instituicao}</EntrySubtitle>}
            {curso.anoConclusao != null && (
              <EntryMeta>
                <span>Concluído em {curso.anoConclusao}</span>
              </EntryMeta>
            )}
          </li>
        ))}
      </EntryList>
    </CandidateViewSection>
  );
}
