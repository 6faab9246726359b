import { Bell, Search } from "lucide-react";
import { graphql, useFragment } from "react-relay";
import { ButtonLink } from "../../components/Button.tsx";
import { EmptyState } from "../../components/EmptyState.tsx";
import { CardList, ListSummary } from "../../components/ListLayout.tsx";
import { formatCount } from "../../format.ts";
import type { CandidateAlertsList_candidate$key } from "./__generated__/CandidateAlertsList_candidate.graphql";
import { CandidateAlertCard } from "./CandidateAlertCard.tsx";

const fragment = graphql`
  fragment CandidateAlertsList_candidate on Candidato {
    alertasVagas @required(action: THROW) {
      id
      ativo
      ...CandidateAlertCard_alert
    }
  }
`;

function summary(total: number, paused: number) {
  const alerts = total === 1 ? "1 alerta" : `${formatCount(total)} alertas`;
  if (paused === 0) return alerts;
  return `${alerts} · ${paused === 1 ? "1 pausado" : `${formatCount(paused)} pausados`}`;
}

/** The candidate's alerts, newest first (20 at most, so one list), or how to make the first. */
export function CandidateAlertsList({ candidate }: { candidate: CandidateAlertsList_candidate$key }) {
  const { alertasVagas: alerts } = useFragment(fragment, candidate);

  if (alerts.length === 0) {
    return (
      <EmptyState
        compact
        framed
        level={2}
        testId="alerts-empty"
        icon={Bell}
        title="Nenhum alerta de vagas"
        action={
          <ButtonLink to="/jobs">
            <Search size={18} aria-hidden />
            Buscar Vagas
          </ButtonLink>
        }
      >
        Faça uma busca em Vagas e use “Criar alerta”: avisamos você quando surgirem vagas novas para ela.
      </EmptyState>
    );
  }

  return (
    <section aria-label="Seus alertas">
      <ListSummary>
        <Bell size={16} aria-hidden />
        {summary(alerts.length, alerts.filter((alert) => !alert.ativo).length)}
      </ListSummary>
      <CardList>
        {alerts.map((alert) => (
          <li key={alert.id}>
            <CandidateAlertCard alert={alert} />
          </li>
        ))}
      </CardList>
    </section>
  );
}
