import { Link } from "@tanstack/react-router";
import styled from "styled-components";

const Notice = styled.p`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.muted};
  a { color: ${({ theme }) => theme.colors.brandHover}; font-weight: ${({ theme }) => theme.font.weight.semibold}; }
`;

/**
 * Above 'Criar Conta': what creating the account accepts. The server records the texts' version with
 * the account. The texts open in a new tab, so what was typed in the form stays.
 */
export function TermsNotice() {
  return (
    <Notice>
      Ao criar a conta, você aceita os{" "}
      <Link to="/termos" target="_blank">
        Termos de Uso<span className="visually-hidden"> (abre em nova aba)</span>
      </Link>{" "}
      e a{" "}
      <Link to="/privacidade" target="_blank">
        Política de Privacidade<span className="visually-hidden"> (abre em nova aba)</span>
      </Link>
      .
    </Notice>
  );
}
