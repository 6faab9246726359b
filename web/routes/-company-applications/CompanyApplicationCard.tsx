import { Link } from "@tanstack/react-router";
import { Briefcase, CalendarDays, MapPin, Users } from "lucide-react";
import { useId } from "react";
import { graphql, useFragment } from "react-relay";
import { ButtonLink } from "../../components/Button.tsx";
import { ArticleCard } from "../../components/Card.tsx";
import { CardFooter, CardQuote } from "../../components/CardParts.ts";
import { place } from "../../../shared/place.ts";
import { PersonCardHead } from "../../components/PersonCardHead.tsx";
import { ButtonRow } from "../../components/ListLayout.tsx";
import { formatDate } from "../../format.ts";
import { ApplicationStatusBadge } from "../../features/applications/ApplicationStatusBadge.tsx";
import { CoverLetter } from "../../features/applications/CoverLetter.tsx";
import { PcdDeclaration } from "../../features/applications/PcdDeclaration.tsx";
import { useViewApplication } from "../../features/applications/useViewApplicationMutation.ts";
import { ViewProfileLink } from "../../features/applications/ViewProfileLink.tsx";
import { removedCandidateName } from "../../../shared/removedCandidate.ts";
import { fromGlobalId } from "../../relay/ids.ts";
import type { CompanyApplicationCard_application$key } from "./__generated__/CompanyApplicationCard_application.graphql";

const fragment = graphql`
  fragment CompanyApplicationCard_application on Candidatura {
    id
    statusCandidatura
    dataCandidatura
    cartaApresentacao
    ...PcdDeclaration_application
    candidato {
      id
      nomeCompleto
      fotoUrl
      enderecoCidade
      enderecoEstado
    }
    vaga {
      id
      titulo
    }
  }
`;

/** One application received: who, for which job, when, the letter and its status. */
export function CompanyApplicationCard({ application }: { application: CompanyApplicationCard_application$key }) {
  const data = useFragment(fragment, application);
  const view = useViewApplication();
  const titleId = useId();
  const { candidato: candidate, vaga: job } = data;
  const where = candidate && place(candidate.enderecoCidade, candidate.enderecoEstado);
  const jobId = fromGlobalId(job.id);
  return (
    <ArticleCard aria-labelledby={titleId} data-testid="company-application-card">
      <PersonCardHead
        titleId={titleId}
        name={candidate?.nomeCompleto ?? removedCandidateName}
        photoUrl={candidate?.fotoUrl}
        size={52}
        badge={<ApplicationStatusBadge status={data.statusCandidatura} audience="company" />}
      >
        <li>
          <Briefcase size={15} aria-hidden />
          <Link to={`/jobs/${jobId}`}>
            <strong>{job.titulo}</strong>
          </Link>
        </li>
        <li>
          <CalendarDays size={15} aria-hidden />
          {formatDate(data.dataCandidatura)}
        </li>
        {where && (
          <li>
            <MapPin size={15} aria-hidden />
            {where}
          </li>
        )}
      </PersonCardHead>
      <PcdDeclaration application={data} />
      <CardQuote>
        <h3>Carta de apresentação</h3>
        <CoverLetter text={data.cartaApresentacao} onExpand={() => view(data.id, data.statusCandidatura)} />
      </CardQuote>
      <CardFooter>
        <ButtonRow>
          {candidate && <ViewProfileLink candidateId={candidate.id} application={data} $variant="primary" />}
          <ButtonLink to={`/jobs/${jobId}/candidatos`} $variant="outline" $size="sm">
            <Users size={16} aria-hidden />
            Candidatos da vaga
          </ButtonLink>
        </ButtonRow>
      </CardFooter>
    </ArticleCard>
  );
}
