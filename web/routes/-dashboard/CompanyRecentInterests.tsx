import { Heart } from "lucide-react";
import { graphql, useFragment } from "react-relay";
import { Avatar } from "../../components/Avatar.tsx";
import { formatDate } from "../../format.ts";
import { fromGlobalId } from "../../relay/ids.ts";
import { InterestStatusBadge } from "../-company-interests/InterestStatusBadge.tsx";
import { CompanyPanel, PanelAside, PanelList, PanelRow, PanelText } from "./CompanyPanel.tsx";
import type { CompanyRecentInterests_empresa$key } from "./__generated__/CompanyRecentInterests_empresa.graphql";
import type { CompanyRecentInterests_interesse$key } from "./__generated__/CompanyRecentInterests_interesse.graphql";

/** Spec §9: the dashboard shows the company's 2 latest interests. */
const RECENT = 2;

// A @connection so that an interest sent from the dialog (-interest/useSendInteresseMutation.ts) joins it at once.
const fragment = graphql`
  fragment CompanyRecentInterests_empresa on Empresa {
    interessesEnviados(first: 2) @connection(key: "CompanyRecentInterests_interessesEnviados") {
      edges {
        node {
          id
          ...CompanyRecentInterests_interesse
        }
      }
    }
  }
`;

const rowFragment = graphql`
  fragment CompanyRecentInterests_interesse on Interesse {
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

function InterestRow({ interesse }: { interesse: CompanyRecentInterests_interesse$key }) {
  const data = useFragment(rowFragment, interesse);
  return (
    <PanelRow to={`/candidatos/${fromGlobalId(data.candidato.id)}/profile`} data-testid="recent-interest">
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
export function CompanyRecentInterests({ empresa }: { empresa: CompanyRecentInterests_empresa$key }) {
  const data = useFragment(fragment, empresa);
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
            <InterestRow interesse={node} />
          </li>
        ))}
      </PanelList>
    </CompanyPanel>
  );
}
