import styled from "styled-components";
import { Button } from "../../components/Button.tsx";

/** 'Candidatado' / 'Já Candidatado': disabled, but read as a done state rather than a greyed-out action. */
export const AppliedButton = styled(Button).attrs({ type: "button", disabled: true })`
  &:disabled {
    opacity: 1;
    cursor: default;
    background: ${({ theme }) => theme.colors.successSoft};
    color: ${({ theme }) => theme.colors.success};
  }
`;
