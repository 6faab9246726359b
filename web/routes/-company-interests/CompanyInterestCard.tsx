import { Link } from "@tanstack/react-router";
import { Briefcase, CalendarDays, MapPin } from "lucide-react";
import { useId } from "react";
import { graphql, useFragment } from "react-relay";
import styled from "styled-components";
import { ArticleCard } from "../../components/Card.tsx";
import { CardFooter, CardQuote } from "../../components/CardParts.ts";
import { place } from "../../../shared/place.ts";
import { PersonCardHead } from "../../components/PersonCardHead.tsx";
import { ButtonRow } from "../../components/ListLayout.tsx";
import { formatDateTime } from "../../format.ts";
import { fromGlobalId } from "../../relay/ids.ts";
import { ViewProfileLink } from "../../features/applications/ViewProfileLink.tsx";
import { InterestStatusBadge } from "../../features/interests/InterestStatusBadge.tsx";
import type { CompanyInterestCard_interest$key } from "./__generated__/CompanyInterestCard_interest.graphql";

const fragment = graphql`
  fragment CompanyInterestCard_interest on Interesse {
    id
    status
    dataInteresse
    mensagem
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

const Message = styled.p`
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: 1.6;
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const NoMessage = styled.p`
  color: ${({ theme }) => theme.colors.subtle};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-style: italic;
`;

/** One interest sent: to whom, for which job, when, the message and the candidate's answer. */
export function CompanyInterestCard({ interest }: { interest: CompanyInterestCard_interest$key }) {
  const data = useFragment(fragment, interest);
  const titleId = useId();
  const { candidato: candidate, vaga: job } = data;
  const where = place(candidate.enderecoCidade, candidate.enderecoEstado);
  const message = data.mensagem?.trim();
  return (
    <ArticleCard aria-labelledby={titleId} data-testid="company-interest-card">
      <PersonCardHead
        titleId={titleId}
        name={candidate.nomeCompleto}
        photoUrl={candidate.fotoUrl}
        size={52}
        badge={<InterestStatusBadge status={data.status} />}
      >
        <li>
          <Briefcase size={15} aria-hidden />
          <Link to={`/jobs/${fromGlobalId(job.id)}`}>
            <strong>{job.titulo}</strong>
          </Link>
        </li>
        <li>
          <CalendarDays size={15} aria-hidden />
          {formatDateTime(data.dataInteresse)}
        </li>
        {where && (
          <li>
            <MapPin size={15} aria-hidden />
            {where}
          </li>
        )}
      </PersonCardHead>
      <CardQuote>
        <h3>Sua mensagem</h3>
        {message ? <Message>{message}</Message> : <NoMessage>Enviado sem mensagem</NoMessage>}
      </CardQuote>
      <CardFooter>
        <ButtonRow>
          <ViewProfileLink candidateId={candidate.id} $variant="primary" />
        </ButtonRow>
      </CardFooter>
    </ArticleCard>
  );
}
