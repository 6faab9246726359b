import { SearchX } from "lucide-react";
import { ButtonLink } from "../../components/Button.tsx";
import { StatusMessage } from "../../components/StatusMessage.tsx";
import { useDocumentTitle } from "../../components/useDocumentTitle.ts";

/** A job id that does not exist (deleted, mistyped or malformed). */
export function JobNotFound() {
  useDocumentTitle("Vaga não encontrada");
  return (
    <StatusMessage
      icon={<SearchX size={36} />}
      title="Vaga não encontrada"
      text="Esta vaga não existe ou foi removida pela empresa. Veja outras oportunidades abertas."
      action={<ButtonLink to="/jobs">Ver todas as vagas</ButtonLink>}
    />
  );
}
