import { CalendarDays, ExternalLink, Laptop, MapPin, RefreshCw } from "lucide-react";
import { useId, useState } from "react";
import { graphql, useFragment } from "react-relay";
import styled from "styled-components";
import { Avatar } from "../../components/Avatar.tsx";
import { ButtonLink } from "../../components/Button.tsx";
import { formatDate } from "../../format.ts";
import { fromGlobalId } from "../../relay/ids.ts";
import { modalidadeLabel } from "../-jobs/labels.ts";
import { CandidateActions, CandidateMeta, CandidateRelativeTime } from "../-dashboard/CandidateDashboardParts.tsx";
import { CandidateApplicationStatusBadge } from "../-dashboard/CandidateStatusBadges.tsx";
import { CandidateWithdrawButton } from "../-dashboard/CandidateWithdrawButton.tsx";
import type { CandidateApplicationCard_candidatura$key } from "./__generated__/CandidateApplicationCard_candidatura.graphql";

const fragment = graphql`
  fragment CandidateApplicationCard_candidatura on Candidatura {
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

const Article = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    padding: ${({ theme }) => theme.space.md};
  }
`;

/** Logo, names and badges in a row; on phones the badges move under the names. */
const Head = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  grid-template-areas: "logo titles badges";
  align-items: start;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    grid-template-columns: auto minmax(0, 1fr);
    grid-template-areas: "logo titles" "badges badges";
  }
`;

const Logo = styled(Avatar)`
  grid-area: logo;
`;

const HeadBadges = styled.div`
  grid-area: badges;
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 6px;
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    justify-content: flex-start;
  }
`;

const Titles = styled.div`
  grid-area: titles;
  min-width: 0;
  h3 { font-size: ${({ theme }) => theme.font.size.lg}; overflow-wrap: anywhere; }
  p { margin-top: 2px; color: ${({ theme }) => theme.colors.muted}; font-weight: ${({ theme }) => theme.font.weight.medium}; overflow-wrap: anywhere; }
`;

const Letter = styled.div`
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  font-size: ${({ theme }) => theme.font.size.sm};
  h4 {
    margin-bottom: 4px;
    font-size: ${({ theme }) => theme.font.size.xs};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const LetterText = styled.p<{ $clamped: boolean }>`
  color: ${({ theme }) => theme.colors.text};
  white-space: pre-line;
  overflow-wrap: anywhere;
  ${({ $clamped }) =>
    $clamped &&
    `display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 3; line-clamp: 3; overflow: hidden;`}
`;

const NoLetter = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-style: italic;
`;

const Toggle = styled.button`
  margin-top: 4px;
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.brand};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  cursor: pointer;
  &:hover { text-decoration: underline; }
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
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

/** One application: the job, where it stands, the letter sent, and the way out while it is still ENVIADA. */
export function CandidateApplicationCard({ candidatura, candidatoId }: { candidatura: CandidateApplicationCard_candidatura$key; candidatoId: string }) {
  const data = useFragment(fragment, candidatura);
  const titleId = useId();
  const letterId = useId();
  const [expanded, setExpanded] = useState(false);
  const letter = data.cartaApresentacao?.trim();
  const long = !!letter && (letter.length > LONG_LETTER || letter.split("\n").length > 3);
  return (
    <Article aria-labelledby={titleId} data-testid="application-card">
      <Head>
        <Logo src={data.vaga.empresa.logoUrl} name={data.vaga.empresa.nomeEmpresa} size={48} shape="rounded" />
        <Titles>
          <h3 id={titleId}>{data.vaga.titulo}</h3>
          <p>{data.vaga.empresa.nomeEmpresa}</p>
        </Titles>
        <HeadBadges>
          <CandidateApplicationStatusBadge status={data.statusCandidatura} />
        </HeadBadges>
      </Head>
      <CandidateMeta>
        <li>
          <MapPin size={16} aria-hidden />
          {data.vaga.localizacao || "Remoto"}
        </li>
        <li>
          <Laptop size={16} aria-hidden />
          {modalidadeLabel(data.vaga.modalidadeTrabalho)}
        </li>
        <li>
          <CalendarDays size={16} aria-hidden />
          <span>
            Candidatura em <time dateTime={data.dataCandidatura}>{formatDate(data.dataCandidatura)}</time>
          </span>
        </li>
      </CandidateMeta>
      <Letter>
        <h4>Carta de apresentação</h4>
        {letter ? (
          <>
            <LetterText id={letterId} $clamped={long && !expanded}>
              {letter}
            </LetterText>
            {long && (
              <Toggle type="button" aria-expanded={expanded} aria-controls={letterId} onClick={() => setExpanded((open) => !open)}>
                {expanded ? "Mostrar menos" : "Mostrar mais"}
              </Toggle>
            )}
          </>
        ) : (
          <NoLetter>Nenhuma carta de apresentação enviada.</NoLetter>
        )}
      </Letter>
      <Footer>
        <Updated>
          <RefreshCw size={14} aria-hidden />
          <CandidateRelativeTime iso={data.updatedAt} prefix="Atualizada" />
        </Updated>
        <CandidateActions>
          <ButtonLink to={`/jobs/${fromGlobalId(data.vaga.id)}`} $variant="outline" $size="sm">
            <ExternalLink size={16} aria-hidden />
            Ver Vaga
          </ButtonLink>
          {data.statusCandidatura === "ENVIADA" && (
            <CandidateWithdrawButton
              id={data.id}
              candidatoId={candidatoId}
              titulo={data.vaga.titulo}
              nomeEmpresa={data.vaga.empresa.nomeEmpresa}
              returnFocusTo={APPLICATIONS_SUMMARY_ID}
            />
          )}
        </CandidateActions>
      </Footer>
    </Article>
  );
}
