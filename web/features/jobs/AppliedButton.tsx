import styled from "styled-components";
import { Button } from "../../components/Button.tsx";

/**
 * 'Candidatado' / 'Já Candidatado': read as a done state rather than a greyed-out action. Disabled
 * with aria-disabled, not `disabled`, so it stays focusable: focus lands on it after applying.
 */
export const AppliedButton = styled(Button).attrs({ type: "button", "aria-disabled": true })`
  &[aria-disabled="true"],
  &[aria-disabled="true"]:hover {
    opacity: 1;
    cursor: default;
    filter: none;
    background: ${({ theme }) => theme.colors.successSoft};
    color: ${({ theme }) => theme.colors.success};
  }
`;
