import { CircleAlert } from "lucide-react";
import { FormAlert } from "./styles.ts";

/** What a form says when its request never reached the server (the toast gives the technical detail). */
export const unreachableMessage = "Não foi possível falar com o servidor. Verifique sua conexão e tente novamente.";

/** The form's own failure, read out as it appears (role=alert); nothing when there is none. */
export function FormError({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <FormAlert role="alert">
      <CircleAlert size={18} aria-hidden />
      {message}
    </FormAlert>
  );
}
