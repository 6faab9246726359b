import { Inbox } from "lucide-react";
import { graphql, useFragment } from "react-relay";
import { Avatar } from "../../components/Avatar.tsx";
import { formatDate } from "../../format.ts";
import { ApplicationStatusBadge } from "../../features/applications/ApplicationStatusBadge.tsx";
import { useViewApplication } from "../../features/applications/useViewApplicationMutation.ts";
import { candidateProfilePath, fromApplication } from "../../features/applications/ViewProfileLink.tsx";
import { removedCandidateName } from "../../../shared/removedCandidate.ts";
import { CompanyPanel, PanelAside, PanelList, PanelRow, PanelText } from "./CompanyPanel.tsx";
import type { CompanyRecentApplications_company$key } from "./__generated__/CompanyRecentApplications_company.graphql";

/** Spec §9: the dashboard shows the company's 2 latest applications. */
const RECENT = 2;

const fragment = graphql`
  fragment CompanyRecentApplications_company on Empresa {
    candidaturasRecebidas(first: 2) @required(action: THROW) {
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
export function CompanyRecentApplications({ company }: { company: CompanyRecentApplications_company$key }) {
  const data = useFragment(fragment, company);
  const view = useViewApplication();
  const applications = data.candidaturasRecebidas.edges.slice(0, RECENT).map(({ node }) => node);
  return (
    <CompanyPanel
      title="Candidaturas Recentes"
      icon={Inbox}
      to="/company/candidaturas"
      linkLabel="Ver todas"
      empty={applications.length === 0 ? "Nenhuma candidatura recebida" : null}
    >
      <PanelList>
        {applications.map(({ candidato: candidate, ...application }) => (
          <li key={application.id}>
            <PanelRow
              {...(candidate
                ? { to: candidateProfilePath(candidate.id), search: fromApplication(application.id), onClick: () => view(application.id, application.statusCandidatura) }
                : { to: "/company/candidaturas" })}
              data-testid="recent-application"
            >
              <Avatar src={candidate?.fotoUrl} name={candidate?.nomeCompleto ?? removedCandidateName} size={40} />
              <PanelText>
                <strong>{candidate ? candidate.nomeCompleto.trim() || "Nome não informado" : removedCandidateName}</strong>
                <span>{application.vaga.titulo}</span>
              </PanelText>
              <PanelAside>
                <ApplicationStatusBadge status={application.statusCandidatura} audience="company" />
                {formatDate(application.dataCandidatura)}
              </PanelAside>
            </PanelRow>
          </li>
        ))}
      </PanelList>
    </CompanyPanel>
  );
}
