import { CircleAlert } from "lucide-react";
import { FormAlert } from "./styles.ts";

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
