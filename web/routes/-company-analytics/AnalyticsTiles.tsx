import { Clock, Eye, Inbox, type LucideIcon, Percent } from "lucide-react";
import { graphql, useFragment } from "react-relay";
import styled from "styled-components";
import { cardSurface } from "../../components/Card.tsx";
import { IconBox } from "../../components/IconBox.ts";
import { formatCount } from "../../format.ts";
import { applicationCount, formatDuration, formatPercent } from "./analyticsLabels.ts";
import type { AnalyticsTiles_analytics$key } from "./__generated__/AnalyticsTiles_analytics.graphql";

export const Tiles = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: 0;
  list-style: none;
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space.sm};
  }
`;

export const Tile = styled.li`
  ${cardSurface}
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.lg};
  min-width: 0;
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    padding: ${({ theme }) => theme.space.md};
  }
`;

const Name = styled.span`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.colors.ink};
  & > span:first-child { width: 36px; height: 36px; }
`;

const Value = styled.span`
  font-size: ${({ theme }) => theme.font.size.xxl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme }) => theme.colors.ink};
  line-height: 1.15;
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    font-size: ${({ theme }) => theme.font.size.xl};
  }
`;

const Caption = styled.span`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

function Metric({ icon: Icon, name, value, caption }: { icon: LucideIcon; name: string; value: string; caption: string }) {
  return (
    <Tile data-testid={`analytics-${name}`}>
      <Name>
        <IconBox aria-hidden>
          <Icon size={18} />
        </IconBox>
        <span>{name}</span>
      </Name>
      <Value>{value}</Value>
      <Caption>{caption}</Caption>
    </Tile>
  );
}

/** The period's headline numbers. */
export function AnalyticsTiles({ analytics }: { analytics: AnalyticsTiles_analytics$key }) {
  const data = useFragment(
    graphql`
      fragment AnalyticsTiles_analytics on AnaliseVagas {
        visualizacoes
        candidaturas
        conversao
        medianaPrimeiraVisualizacaoSegundos
        visualizadasPelaEmpresa
      }
    `,
    analytics,
  );
  const firstLook = data.medianaPrimeiraVisualizacaoSegundos;
  return (
    <Tiles aria-label="Resumo do período">
      <Metric icon={Eye} name="Visualizações" value={formatCount(data.visualizacoes)} caption="das páginas das vagas" />
      <Metric icon={Inbox} name="Candidaturas" value={formatCount(data.candidaturas)} caption="recebidas no período" />
      <Metric
        icon={Percent}
        name="Conversão"
        value={data.conversao == null ? "—" : formatPercent(data.conversao)}
        caption={data.conversao == null ? "sem visualizações no período" : "candidaturas por visualização"}
      />
      <Metric
        icon={Clock}
        name="Primeira visualização"
        value={firstLook == null ? "—" : formatDuration(firstLook)}
        caption={firstLook == null ? "nenhuma candidatura aberta ainda" : `mediana até você abrir (${applicationCount(data.visualizadasPelaEmpresa)})`}
      />
    </Tiles>
  );
}
