import { Accessibility } from "lucide-react";
import { graphql, useFragment } from "react-relay";
import styled from "styled-components";
import { tipoDeficienciaLabels } from "../../../shared/pcd.ts";
import type { PcdDeclaration_application$key } from "./__generated__/PcdDeclaration_application.graphql";

const fragment = graphql`
  fragment PcdDeclaration_application on Candidatura {
    declaracaoPcd {
      tipos
      adaptacoes
    }
  }
`;

const Box = styled.section`
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.successSoft};
  color: ${({ theme }) => theme.colors.ink};
  font-size: ${({ theme }) => theme.font.size.sm};
  h3 {
    display: flex;
    align-items: center;
    gap: 6px;
    margin-bottom: 4px;
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  p + p {
    margin-top: 4px;
  }
  p {
    overflow-wrap: anywhere;
    white-space: pre-line;
  }
`;

/**
 * The applicant's declaration of disability, on an application to the company's job: the server
 * sends it only there, and only while the candidate's consent stands (nothing shows otherwise).
 */
export function PcdDeclaration({ application }: { application: PcdDeclaration_application$key }) {
  const { declaracaoPcd: declaration } = useFragment(fragment, application);
  if (!declaration) return null;
  const kinds = declaration.tipos.map((tipo) => tipoDeficienciaLabels[tipo as keyof typeof tipoDeficienciaLabels] ?? tipo).join(", ");
  return (
    <Box aria-label="Pessoa com deficiência (PcD)">
      <h3>
        <Accessibility size={16} aria-hidden />
        Pessoa com deficiência (PcD)
      </h3>
      <p>Deficiência: {kinds}</p>
      {declaration.adaptacoes ? <p>Adaptações de que precisa: {declaration.adaptacoes}</p> : null}
    </Box>
  );
}
