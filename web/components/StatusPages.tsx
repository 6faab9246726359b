import { Compass, ShieldAlert } from "lucide-react";
import { ButtonLink } from "./Button.tsx";
import { StatusMessage } from "./StatusMessage.tsx";

export function NotFoundPage() {
  return (
    <StatusMessage
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
    <StatusMessage
      icon={<ShieldAlert size={36} />}
      danger
      title={title}
      text={text ?? "Esta página não está disponível para o seu tipo de conta."}
      action={<ButtonLink to="/">Voltar para o início</ButtonLink>}
    />
  );
}
