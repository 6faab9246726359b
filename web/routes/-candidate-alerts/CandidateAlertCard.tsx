import { Bell, BellOff, CalendarDays, Search } from "lucide-react";
import { useId } from "react";
import { graphql, useFragment } from "react-relay";
import styled from "styled-components";
import { Badge } from "../../components/Badge.tsx";
import { ArticleCard } from "../../components/Card.tsx";
import { CardFooter, LogoHead, LogoHeadBadges, LogoHeadTitles } from "../../components/CardParts.ts";
import { IconBox } from "../../components/IconBox.ts";
import { MetaList } from "../../components/ListLayout.tsx";
import { formatDate } from "../../format.ts";
import type { CandidateAlertCard_alert$key } from "./__generated__/CandidateAlertCard_alert.graphql";
import { CandidateAlertActions } from "./CandidateAlertActions.tsx";

const fragment = graphql`
  fragment CandidateAlertCard_alert on AlertaVaga {
    id
    nome
    ativo
    createdAt
    busca {
      descricao
      link
    }
  }
`;

const PausedIcon = styled(IconBox)`
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.muted};
`;

const Titles = styled(LogoHeadTitles)`
  p { display: flex; gap: 6px; align-items: flex-start; color: ${({ theme }) => theme.colors.text}; }
  p svg { flex-shrink: 0; margin-top: 3px; color: ${({ theme }) => theme.colors.subtle}; }
`;

/** One alert: its name, the search it watches in words, whether it is on, and what can be done with it. */
export function CandidateAlertCard({ alert }: { alert: CandidateAlertCard_alert$key }) {
  const data = useFragment(fragment, alert);
  const titleId = useId();
  const Icon = data.ativo ? IconBox : PausedIcon;
  return (
    <ArticleCard aria-labelledby={titleId} data-testid="alert-card">
      <LogoHead>
        <Icon $size={44} aria-hidden>
          {data.ativo ? <Bell size={22} /> : <BellOff size={22} />}
        </Icon>
        <Titles>
          <h3 id={titleId}>{data.nome}</h3>
          <p>
            <Search size={15} aria-hidden />
            <span>
              <span className="visually-hidden">Busca: </span>
              {data.busca.descricao}
            </span>
          </p>
        </Titles>
        <LogoHeadBadges>
          <Badge $tone={data.ativo ? "success" : "neutral"}>{data.ativo ? "Ativo" : "Pausado"}</Badge>
        </LogoHeadBadges>
      </LogoHead>
      <CardFooter>
        <MetaList>
          <li>
            <CalendarDays size={15} aria-hidden />
            <span>
              Criado em <time dateTime={data.createdAt}>{formatDate(data.createdAt)}</time>
            </span>
          </li>
        </MetaList>
        <CandidateAlertActions alertId={data.id} name={data.nome} active={data.ativo} searchLink={data.busca.link} describedBy={titleId} />
      </CardFooter>
    </ArticleCard>
  );
}
