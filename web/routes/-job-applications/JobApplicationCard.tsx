import { CalendarDays, Heart, Mail, MapPin, Phone } from "lucide-react";
import { useId } from "react";
import { graphql, useFragment } from "react-relay";
import { Button } from "../../components/Button.tsx";
import { ArticleCard } from "../../components/Card.tsx";
import { CardFooter, CardQuote } from "../../components/CardParts.ts";
import { place } from "../../../shared/place.ts";
import { PersonCardHead } from "../../components/PersonCardHead.tsx";
import { ButtonRow } from "../../components/ListLayout.tsx";
import { formatDate } from "../../format.ts";
import { maskPhone } from "../../../shared/masks.ts";
import { ApplicationStatusBadge } from "../../features/applications/ApplicationStatusBadge.tsx";
import { CoverLetter } from "../../features/applications/CoverLetter.tsx";
import { PcdDeclaration } from "../../features/applications/PcdDeclaration.tsx";
import { useViewApplication } from "../../features/applications/useViewApplicationMutation.ts";
import { ViewProfileLink } from "../../features/applications/ViewProfileLink.tsx";
import { removedCandidateName } from "../../../shared/removedCandidate.ts";
import { InterestDialog } from "../../features/interests/InterestDialog.tsx";
import { ApplicationStatusActions } from "./ApplicationStatusActions.tsx";
import type { JobApplicationCard_application$key } from "./__generated__/JobApplicationCard_application.graphql";

const fragment = graphql`
  fragment JobApplicationCard_application on Candidatura {
    id
    statusCandidatura
    dataCandidatura
    cartaApresentacao
    ...PcdDeclaration_application
    candidato {
      id
      nomeCompleto
      email
      telefone
      enderecoCidade
      enderecoEstado
      fotoUrl
    }
  }
`;

interface JobApplicationCardProps {
  application: JobApplicationCard_application$key;
  onStale: () => void;
}

/** One application to the job: who, how to reach them, the letter, the status and what the company can do next. */
export function JobApplicationCard({ application, onStale }: JobApplicationCardProps) {
  const data = useFragment(fragment, application);
  const view = useViewApplication();
  const titleId = useId();
  const { candidato: candidate } = data;
  const name = candidate ? candidate.nomeCompleto.trim() || "Nome não informado" : removedCandidateName;
  const where = candidate && place(candidate.enderecoCidade, candidate.enderecoEstado);

  return (
    <ArticleCard aria-labelledby={titleId} data-testid="applicant-card">
      <PersonCardHead
        titleId={titleId}
        name={name}
        photoUrl={candidate?.fotoUrl}
        size={56}
        level={2}
        badge={<ApplicationStatusBadge status={data.statusCandidatura} audience="company" />}
      >
        {candidate && (
          <li>
            <Mail size={15} aria-hidden />
            <a href={`mailto:${candidate.email}`}>{candidate.email}</a>
          </li>
        )}
        {candidate?.telefone && (
          <li>
            <Phone size={15} aria-hidden />
            <a href={`tel:${candidate.telefone.replace(/\D/g, "")}`}>{maskPhone(candidate.telefone)}</a>
          </li>
        )}
        {where && (
          <li>
            <MapPin size={15} aria-hidden />
            {where}
          </li>
        )}
        <li>
          <CalendarDays size={15} aria-hidden />
          Candidatou-se em {formatDate(data.dataCandidatura)}
        </li>
      </PersonCardHead>
      <PcdDeclaration application={data} />
      <CardQuote>
        <h3>Carta de apresentação</h3>
        <CoverLetter text={data.cartaApresentacao} onExpand={() => view(data.id, data.statusCandidatura)} />
      </CardQuote>
      <CardFooter>
        {candidate && (
          <ButtonRow>
            <ViewProfileLink candidateId={candidate.id} application={data} />
            <InterestDialog
              candidateId={candidate.id}
              candidateName={name}
              trigger={
                <Button type="button" $variant="outline" $size="sm">
                  <Heart size={16} aria-hidden />
                  Demonstrar Interesse
                </Button>
              }
            />
          </ButtonRow>
        )}
        <ApplicationStatusActions applicationId={data.id} status={data.statusCandidatura} candidateName={name} onStale={onStale} />
      </CardFooter>
    </ArticleCard>
  );
}
