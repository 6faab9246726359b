import { Bookmark, ExternalLink, MapPin } from "lucide-react";
import { lazy, Suspense, useId } from "react";
import { graphql, useFragment } from "react-relay";
import styled from "styled-components";
import { jobPlaceWithMode } from "../../../shared/jobPlace.ts";
import { Avatar } from "../../components/Avatar.tsx";
import { ButtonLink } from "../../components/Button.tsx";
import { ArticleCard } from "../../components/Card.tsx";
import { CardFooter, LogoHead, LogoHeadBadges, LogoHeadTitles } from "../../components/CardParts.ts";
import { ButtonRow, MetaList } from "../../components/ListLayout.tsx";
import { JobStatusBadge } from "../../features/jobs/JobStatusBadge.tsx";
import { formatDate } from "../../format.ts";
import { fromGlobalId } from "../../relay/ids.ts";
import type { CandidateSavedJobCard_saved$key } from "./__generated__/CandidateSavedJobCard_saved.graphql";

// Lazy here too (see SaveJobButton): imported statically anywhere, it would gain a re-export chunk that /jobs loads as well.
const SaveJobButton = lazy(() => import("../../features/jobs/SaveJobButton.tsx").then((module) => ({ default: module.SaveJobButton })));

const fragment = graphql`
  fragment CandidateSavedJobCard_saved on VagaSalva {
    salvaEm
    vaga {
      id
      titulo
      localizacao
      modalidadeTrabalho
      statusVaga
      empresa {
        nomeEmpresa
        logoUrl
      }
      ...SaveJobButton_job
    }
  }
`;

const Titles = styled(LogoHeadTitles)`
  p { color: ${({ theme }) => theme.colors.muted}; font-weight: ${({ theme }) => theme.font.weight.medium}; }
`;

const SavedOn = styled.p`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
  svg { color: ${({ theme }) => theme.colors.subtle}; }
`;

/** One saved job: what and whose, where it stands now (a paused or closed job says so), and the way back to it. */
export function CandidateSavedJobCard({ saved }: { saved: CandidateSavedJobCard_saved$key }) {
  const { salvaEm, vaga: job } = useFragment(fragment, saved);
  const titleId = useId();
  return (
    <ArticleCard aria-labelledby={titleId} data-testid="saved-job-card">
      <LogoHead>
        <Avatar src={job.empresa.logoUrl} name={job.empresa.nomeEmpresa} size={48} shape="rounded" />
        <Titles>
          <h3 id={titleId}>{job.titulo}</h3>
          <p>{job.empresa.nomeEmpresa}</p>
        </Titles>
        <LogoHeadBadges>
          <JobStatusBadge status={job.statusVaga} />
        </LogoHeadBadges>
      </LogoHead>
      <MetaList>
        <li>
          <MapPin size={16} aria-hidden />
          <span className="visually-hidden">Local: </span>
          {jobPlaceWithMode(job)}
        </li>
      </MetaList>
      <CardFooter>
        <SavedOn>
          <Bookmark size={14} aria-hidden />
          <span>
            Salva em <time dateTime={salvaEm}>{formatDate(salvaEm)}</time>
          </span>
        </SavedOn>
        <ButtonRow>
          <Suspense fallback={null}>
            <SaveJobButton job={job} userType="CANDIDATO" describedBy={titleId} />
          </Suspense>
          <ButtonLink to={`/jobs/${fromGlobalId(job.id)}`} $variant="outline" $size="sm" aria-describedby={titleId}>
            <ExternalLink size={16} aria-hidden />
            Ver Vaga
          </ButtonLink>
        </ButtonRow>
      </CardFooter>
    </ArticleCard>
  );
}
