import { Award } from "lucide-react";
import { graphql, useFragment } from "react-relay";
import { CandidateViewSection, EntryList, EntryMeta, EntrySubtitle, EntryTitle } from "./CandidateViewSection.tsx";
import type { CandidateViewCourses_candidate$key } from "./__generated__/CandidateViewCourses_candidate.graphql";

/** 'Cursos Complementares': shown only when there is at least one (spec §2). */
export function CandidateViewCourses({ candidate }: { candidate: CandidateViewCourses_candidate$key }) {
  const { cursos } = useFragment(
    graphql`
      fragment CandidateViewCourses_candidate on Candidato {
        cursos {
          id
          nomeCurso
          instituicao
          anoConclusao
        }
      }
    `,
    candidate,
  );
  if (cursos.length === 0) return null;
  return (
    <CandidateViewSection icon={Award} title="Cursos Complementares" count={cursos.length} empty="">
      <EntryList>
        {cursos.map((course) => (
          <li key={course.id}>
            <EntryTitle>{course.nomeCurso}</EntryTitle>
            {course.instituicao && <EntrySubtitle>{course.instituicao}</EntrySubtitle>}
            {course.anoConclusao != null && (
              <EntryMeta>
                <span>Concluído em {course.anoConclusao}</span>
              </EntryMeta>
            )}
          </li>
        ))}
      </EntryList>
    </CandidateViewSection>
  );
}
