import { CalendarDays, ExternalLink, MapPin, RefreshCw } from "lucide-react";
import { useId } from "react";
import { graphql, useFragment } from "react-relay";
import styled from "styled-components";
import { Avatar } from "../../components/Avatar.tsx";
import { ButtonLink } from "../../components/Button.tsx";
import { ArticleCard } from "../../components/Card.tsx";
import { CardFooter, CardQuote, LogoHead, LogoHeadBadges, LogoHeadTitles } from "../../components/CardParts.ts";
import { ClampedText } from "../../components/ClampedText.tsx";
import { ButtonRow, MetaList } from "../../components/ListLayout.tsx";
import { RelativeTime } from "../../components/RelativeTime.tsx";
import { formatDate } from "../../format.ts";
import { ApplicationStatusBadge } from "../../features/applications/ApplicationStatusBadge.tsx";
import { WithdrawApplicationButton } from "../../features/applications/WithdrawApplicationButton.tsx";
import { fromGlobalId } from "../../relay/ids.ts";
import { jobPlaceWithMode } from "../../../shared/jobPlace.ts";
import type { CandidateApplicationCard_application$key } from "./__generated__/CandidateApplicationCard_application.graphql";

const fragment = graphql`
  fragment CandidateApplicationCard_application on Candidatura {
    id
    statusCandidatura
    dataCandidatura
    updatedAt
    cartaApresentacao
    vaga {
      id
      titulo
      localizacao
      modalidadeTrabalho
      empresa {
        nomeEmpresa
        logoUrl
      }
    }
  }
`;

/** Where focus lands after a withdrawal removes the card that had it: the list's count above the cards. */
export const APPLICATIONS_SUMMARY_ID = "candidaturas-resumo";

/** Letters longer than this start clamped to three lines, with a toggle. */
const LONG_LETTER = 220;

const Titles = styled(LogoHeadTitles)`
  p { color: ${({ theme }) => theme.colors.muted}; font-weight: ${({ theme }) => theme.font.weight.medium}; }
`;

const NoLetter = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-style: italic;
`;

const Footer = styled(CardFooter)`
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    & > * { width: 100%; }
  }
`;

const Updated = styled.p`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
  svg { color: ${({ theme }) => theme.colors.subtle}; }
`;

interface Props {
  application: CandidateApplicationCard_application$key;
  /** The candidate's global id (their lists of applications hang from it). */
  candidateId: string;
}

/** One application: the job, where it stands, the letter sent, and the way out while it may still be withdrawn. */
export function CandidateApplicationCard({ application, candidateId }: Props) {
  const data = useFragment(fragment, application);
  const titleId = useId();
  const { vaga: job } = data;
  const letter = data.cartaApresentacao?.trim();
  const long = !!letter && (letter.length > LONG_LETTER || letter.split("\n").length > 3);
  return (
    <ArticleCard aria-labelledby={titleId} data-testid="application-card">
      <LogoHead>
        <Avatar src={job.empresa.logoUrl} name={job.empresa.nomeEmpresa} size={48} shape="rounded" />
        <Titles>
          <h3 id={titleId}>{job.titulo}</h3>
          <p>{job.empresa.nomeEmpresa}</p>
        </Titles>
        <LogoHeadBadges>
          <ApplicationStatusBadge status={data.statusCandidatura} audience="candidate" />
        </LogoHeadBadges>
      </LogoHead>
      <MetaList>
        <li>
          <MapPin size={16} aria-hidden />
          {jobPlaceWithMode(job)}
        </li>
        <li>
          <CalendarDays size={16} aria-hidden />
          <span>
            Candidatura em <time dateTime={data.dataCandidatura}>{formatDate(data.dataCandidatura)}</time>
          </span>
        </li>
      </MetaList>
      <CardQuote>
        <h4>Carta de apresentação</h4>
        {letter ? (
          <ClampedText text={letter} more="Mostrar mais" less="Mostrar menos" long={long} />
        ) : (
          <NoLetter>Nenhuma carta de apresentação enviada.</NoLetter>
        )}
      </CardQuote>
      <Footer>
        <Updated>
          <RefreshCw size={14} aria-hidden />
          <RelativeTime iso={data.updatedAt} prefix="Atualizada" />
        </Updated>
        <ButtonRow>
          <ButtonLink to={`/jobs/${fromGlobalId(job.id)}`} $variant="outline" $size="sm">
            <ExternalLink size={16} aria-hidden />
            Ver Vaga
          </ButtonLink>
          <WithdrawApplicationButton
            applicationId={data.id}
            status={data.statusCandidatura}
            candidateId={candidateId}
            jobTitle={job.titulo}
            companyName={job.empresa.nomeEmpresa}
            returnFocusTo={APPLICATIONS_SUMMARY_ID}
          />
        </ButtonRow>
      </Footer>
    </ArticleCard>
  );
}
