import { Link } from "@tanstack/react-router";
import styled from "styled-components";

/** A link under a form: back to sign-in, or to ask for a new recovery link. */
export const FormLink = styled(Link)`
  align-self: center;
  color: ${({ theme }) => theme.colors.brand};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-decoration: underline;
  text-underline-offset: 3px;
`;

/** What happened, in the panel instead of the form (read out when it appears). */
export const Notice = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  p { line-height: 1.5; }
`;
