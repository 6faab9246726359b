import { CalendarClock, Check, ExternalLink, Heart, LoaderCircle, MapPin, X } from "lucide-react";
import { useId, useState } from "react";
import { graphql, useFragment } from "react-relay";
import styled, { keyframes } from "styled-components";
import { areaLabel } from "../../../server/domain/catalog.ts";
import { Avatar } from "../../components/Avatar.tsx";
import { Badge } from "../../components/Badge.tsx";
import { Button, ButtonLink } from "../../components/Button.tsx";
import { formatDateTime } from "../../format.ts";
import { fromGlobalId } from "../../relay/ids.ts";
import { contratoLabel, modalidadeLabel, nivelLabel } from "../-jobs/labels.ts";
import { CandidateActions, CandidateMeta } from "../-dashboard/CandidateDashboardParts.tsx";
import { CandidateInterestDecisionBadge } from "../-dashboard/CandidateStatusBadges.tsx";
import { useRespondInteresse, type Resposta } from "../-dashboard/useRespondInteresseMutation.ts";
import type { CandidateInterestCard_interesse$key } from "./__generated__/CandidateInterestCard_interesse.graphql";

const fragment = graphql`
  fragment CandidateInterestCard_interesse on Interesse {
    id
    status
    mensagem
    dataInteresse
    vaga {
      id
      titulo
      localizacao
      areaAtuacao
      nivelVaga
      tipoContrato
      modalidadeTrabalho
    }
    empresa {
      nomeEmpresa
      logoUrl
    }
  }
`;

const spin = keyframes`to { transform: rotate(360deg); }`;
const Busy = styled(LoaderCircle)`animation: ${spin} 800ms linear infinite;`;

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
  p { margin-top: 2px; color: ${({ theme }) => theme.colors.text}; overflow-wrap: anywhere; }
  p span { color: ${({ theme }) => theme.colors.muted}; }
`;

const Message = styled.figure`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-left: 3px solid ${({ theme }) => theme.colors.brand};
  border-radius: 0 ${({ theme }) => theme.radius.md} ${({ theme }) => theme.radius.md} 0;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  figcaption {
    margin-bottom: 4px;
    font-size: ${({ theme }) => theme.font.size.xs};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: ${({ theme }) => theme.colors.muted};
  }
  blockquote {
    margin: 0;
    color: ${({ theme }) => theme.colors.text};
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
`;

const Details = styled.dl`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  div {
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.md};
    min-width: 0;
  }
  dt { font-size: ${({ theme }) => theme.font.size.xs}; color: ${({ theme }) => theme.colors.muted}; }
  dd { margin: 2px 0 0; font-size: ${({ theme }) => theme.font.size.sm}; font-weight: ${({ theme }) => theme.font.weight.semibold}; overflow-wrap: anywhere; }
  @media (max-width: ${({ theme }) => theme.breakpoints.tablet}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    & > * { width: 100%; }
  }
`;

const RefuseButton = styled(Button)`
  color: ${({ theme }) => theme.colors.danger};
  &:hover:not(:disabled) { background: ${({ theme }) => theme.colors.dangerSoft}; border-color: ${({ theme }) => theme.colors.dangerSoft}; }
`;

/** One company's interest: who, for which job, what they wrote, and the candidate's answer. */
export function CandidateInterestCard({ interesse }: { interesse: CandidateInterestCard_interesse$key }) {
  const data = useFragment(fragment, interesse);
  const titleId = useId();
  const [respond, pending] = useRespondInteresse();
  const [choice, setChoice] = useState<Resposta | null>(null);
  const answer = (resposta: Resposta) => {
    setChoice(resposta);
    respond(data.id, resposta);
  };
  const { vaga } = data;
  return (
    <Article aria-labelledby={titleId} data-testid="interest-card">
      <Head>
        <Logo src={data.empresa.logoUrl} name={data.empresa.nomeEmpresa} size={56} shape="rounded" />
        <Titles>
          <h3 id={titleId}>{data.empresa.nomeEmpresa}</h3>
          <p>
            <span>Vaga: </span>
            {vaga.titulo}
          </p>
        </Titles>
        <HeadBadges>
          <Badge $tone="brand">
            <Heart size={12} aria-hidden />
            Interessada
          </Badge>
          <CandidateInterestDecisionBadge status={data.status} />
        </HeadBadges>
      </Head>
      <CandidateMeta>
        <li>
          <MapPin size={16} aria-hidden />
          {vaga.localizacao || "Remoto"}
        </li>
        <li>
          <CalendarClock size={16} aria-hidden />
          <time dateTime={data.dataInteresse}>{formatDateTime(data.dataInteresse)}</time>
        </li>
      </CandidateMeta>
      {data.mensagem && (
        <Message>
          <figcaption>Mensagem da empresa</figcaption>
          <blockquote>{data.mensagem}</blockquote>
        </Message>
      )}
      <Details aria-label="Detalhes da vaga">
        <div>
          <dt>Área</dt>
          <dd>{areaLabel(vaga.areaAtuacao)}</dd>
        </div>
        <div>
          <dt>Nível</dt>
          <dd>{nivelLabel(vaga.nivelVaga)}</dd>
        </div>
        <div>
          <dt>Contrato</dt>
          <dd>{contratoLabel(vaga.tipoContrato)}</dd>
        </div>
        <div>
          <dt>Modalidade</dt>
          <dd>{modalidadeLabel(vaga.modalidadeTrabalho)}</dd>
        </div>
      </Details>
      <Footer>
        <CandidateActions>
          <ButtonLink to={`/jobs/${fromGlobalId(vaga.id)}`} $variant="outline" $size="sm">
            <ExternalLink size={16} aria-hidden />
            Ver Vaga Completa
          </ButtonLink>
          {data.status === "PENDENTE" && (
            <>
              <RefuseButton type="button" $variant="outline" $size="sm" disabled={pending} onClick={() => answer("RECUSADO")}>
                {pending && choice === "RECUSADO" ? <Busy size={16} aria-hidden /> : <X size={16} aria-hidden />}
                Recusar Oferta
              </RefuseButton>
              <Button type="button" $size="sm" disabled={pending} onClick={() => answer("ACEITO")}>
                {pending && choice === "ACEITO" ? <Busy size={16} aria-hidden /> : <Check size={16} aria-hidden />}
                Aceitar
              </Button>
            </>
          )}
        </CandidateActions>
      </Footer>
    </Article>
  );
}
