import { Compass, ShieldAlert } from "lucide-react";
import type { ReactNode } from "react";
import styled from "styled-components";
import { ButtonLink } from "./Button.tsx";

const Wrapper = styled.main`
  display: grid;
  place-items: center;
  min-height: 70vh;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.md};
  text-align: center;
`;

const Box = styled.div`
  max-width: 460px;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

const Icon = styled.div<{ $danger?: boolean }>`
  display: grid;
  place-items: center;
  width: 72px;
  height: 72px;
  border-radius: 50%;
  background: ${({ theme, $danger }) => ($danger ? theme.colors.dangerSoft : theme.colors.brandSoft)};
  color: ${({ theme, $danger }) => ($danger ? theme.colors.danger : theme.colors.brand)};
`;

const Code = styled.p`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.colors.brand};
  letter-spacing: 0.08em;
  text-transform: uppercase;
`;

const Text = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

function StatusPage(props: { icon: ReactNode; danger?: boolean; code?: string; title: string; text: string; action: ReactNode }) {
  return (
    <Wrapper>
      <Box>
        <Icon $danger={props.danger} aria-hidden>
          {props.icon}
        </Icon>
        {props.code && <Code>{props.code}</Code>}
        <h1>{props.title}</h1>
        <Text>{props.text}</Text>
        {props.action}
      </Box>
    </Wrapper>
  );
}

export function NotFoundPage() {
  return (
    <StatusPage
      icon={<Compass size={36} />}
      code="Erro 404"
      title="Página não encontrada"
      text="O endereço que você abriu não existe ou foi removido. Confira o link ou volte para o início."
      action={<ButtonLink to="/">Voltar para o início</ButtonLink>}
    />
  );
}

/** For signed-in users of the wrong role; `title` is 'Acesso Restrito' on candidate search. */
export function AccessDenied({ title = "Acesso negado", text }: { title?: string; text?: string }) {
  return (
    <StatusPage
      icon={<ShieldAlert size={36} />}
      danger
      title={title}
      text={text ?? "Esta página não está disponível para o seu tipo de conta."}
      action={<ButtonLink to="/">Voltar para o início</ButtonLink>}
    />
  );
}
