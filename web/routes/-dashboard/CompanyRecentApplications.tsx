import { Inbox } from "lucide-react";
import { graphql, useFragment } from "react-relay";
import { Avatar } from "../../components/Avatar.tsx";
import { formatDate } from "../../format.ts";
import { fromGlobalId } from "../../relay/ids.ts";
import { ApplicationStatusBadge } from "../-job-applicants/applicationStatus.tsx";
import { useViewCandidatura } from "../-job-applicants/useViewCandidaturaMutation.ts";
import { fromApplication } from "../-job-applicants/ViewProfileLink.tsx";
import { CompanyPanel, PanelAside, PanelList, PanelRow, PanelText } from "./CompanyPanel.tsx";
import type { CompanyRecentApplications_empresa$key } from "./__generated__/CompanyRecentApplications_empresa.graphql";

/** Spec §9: the dashboard shows the company's 2 latest applications. */
const RECENT = 2;

const fragment = graphql`
  fragment CompanyRecentApplications_empresa on Empresa {
    candidaturasRecebidas(first: 2) {
      edges {
        node {
          id
          statusCandidatura
          dataCandidatura
          candidato {
            id
            nomeCompleto
            fotoUrl
          }
          vaga {
            titulo
          }
        }
      }
    }
  }
`;

/** 'Candidaturas Recentes': the latest applications; each opens the candidate's profile from it. */
export function CompanyRecentApplications({ empresa }: { empresa: CompanyRecentApplications_empresa$key }) {
  const data = useFragment(fragment, empresa);
  const view = useViewCandidatura();
  const candidaturas = data.candidaturasRecebidas.edges.slice(0, RECENT).map(({ node }) => node);
  return (
    <CompanyPanel
      title="Candidaturas Recentes"
      icon={Inbox}
      to="/company/candidaturas"
      linkLabel="Ver todas"
      empty={candidaturas.length === 0 ? "Nenhuma candidatura recebida" : null}
    >
      <PanelList>
        {candidaturas.map((candidatura) => (
          <li key={candidatura.id}>
            <PanelRow
              to={`/candidatos/${fromGlobalId(candidatura.candidato.id)}/profile`}
              search={fromApplication(candidatura.id)}
              onClick={() => view(candidatura.id, candidatura.statusCandidatura)}
              data-testid="recent-application"
            >
              <Avatar src={candidatura.candidato.fotoUrl} name={candidatura.candidato.nomeCompleto} size={40} />
              <PanelText>
                <strong>{candidatura.candidato.nomeCompleto.trim() || "Nome não informado"}</strong>
                <span>{candidatura.vaga.titulo}</span>
              </PanelText>
              <PanelAside>
                <ApplicationStatusBadge status={candidatura.statusCandidatura} />
                {formatDate(candidatura.dataCandidatura)}
              </PanelAside>
            </PanelRow>
          </li>
        ))}
      </PanelList>
    </CompanyPanel>
  );
}
