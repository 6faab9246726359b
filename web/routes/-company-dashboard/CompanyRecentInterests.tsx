import { Heart } from "lucide-react";
import { graphql, useFragment } from "react-relay";
import { Avatar } from "../../components/Avatar.tsx";
import { formatDate } from "../../format.ts";
import { candidateProfilePath } from "../../features/applications/ViewProfileLink.tsx";
import { InterestStatusBadge } from "../../features/interests/InterestStatusBadge.tsx";
import { CompanyPanel, PanelAside, PanelList, PanelRow, PanelText } from "./CompanyPanel.tsx";
import type { CompanyRecentInterests_company$key } from "./__generated__/CompanyRecentInterests_company.graphql";
import type { CompanyRecentInterests_interest$key } from "./__generated__/CompanyRecentInterests_interest.graphql";

/** Spec §9: the dashboard shows the company's 2 latest interests. */
const RECENT = 2;

// A @connection so that an interest sent from the dialog (features/interests/useSendInterestMutation.ts) joins it at once.
const fragment = graphql`
  fragment CompanyRecentInterests_company on Empresa {
    interessesEnviados(first: 2) @connection(key: "CompanyRecentInterests_interessesEnviados") @required(action: THROW) {
      edges {
        node {
          id
          ...CompanyRecentInterests_interest
        }
      }
    }
  }
`;

const rowFragment = graphql`
  fragment CompanyRecentInterests_interest on Interesse {
    status
    dataInteresse
    candidato {
      id
      nomeCompleto
      fotoUrl
    }
    vaga {
      titulo
    }
  }
`;

function InterestRow({ interest }: { interest: CompanyRecentInterests_interest$key }) {
  const data = useFragment(rowFragment, interest);
  return (
    <PanelRow to={candidateProfilePath(data.candidato.id)} data-testid="recent-interest">
      <Avatar src={data.candidato.fotoUrl} name={data.candidato.nomeCompleto} size={40} />
      <PanelText>
        <strong>{data.candidato.nomeCompleto.trim() || "Nome não informado"}</strong>
        <span>{data.vaga.titulo}</span>
      </PanelText>
      <PanelAside>
        <InterestStatusBadge status={data.status} />
        {formatDate(data.dataInteresse)}
      </PanelAside>
    </PanelRow>
  );
}

/** 'Interesses Recentes': the latest interests the company sent, with the candidates' answers. */
export function CompanyRecentInterests({ company }: { company: CompanyRecentInterests_company$key }) {
  const data = useFragment(fragment, company);
  const edges = data.interessesEnviados.edges.slice(0, RECENT);
  return (
    <CompanyPanel
      title="Interesses Recentes"
      icon={Heart}
      to="/company/interesses"
      linkLabel="Ver todos"
      empty={edges.length === 0 ? "Nenhum interesse enviado" : null}
    >
      <PanelList>
        {edges.map(({ node }) => (
          <li key={node.id}>
            <InterestRow interest={node} />
          </li>
        ))}
      </PanelList>
    </CompanyPanel>
  );
}
