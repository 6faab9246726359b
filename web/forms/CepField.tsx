import { Search } from "lucide-react";
import { forwardRef, useId, type InputHTMLAttributes } from "react";
import styled from "styled-components";
import { Button } from "../components/Button.tsx";
import { FieldError, FieldHint, Input, Label } from "../components/Field.tsx";
import { BusyIcon } from "../components/Spinner.tsx";

/** A row of its own in a form's grid, at one width, so the field and its button look the same on every form. */
const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  grid-column: 1 / -1;
  width: 100%;
  max-width: 440px;
  min-width: 0;
`;

const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  & > input { flex: 1; min-width: 0; }
  & > button { flex-shrink: 0; }
`;

interface CepFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "type"> {
  /** 'CEP' on address forms. */
  label?: string;
  /** What a found CEP fills in, said under the field until a message takes its place. */
  hint?: string;
  /** The form's validation message. */
  error?: string;
  /** Why the last lookup found no address (useCepAutofill): said here, not only in a toast. */
  problem?: string | null;
  pending: boolean;
  onLookup: () => void;
}

const addressHint = "Com os 8 dígitos, preenchemos rua, bairro, cidade e estado para você.";

/**
 * The CEP input (00000-000) with its 'Buscar CEP' button, the same on every form; useCepAutofill
 * does the lookup and fills the address. A validation error or a failed lookup shows under the
 * field (role=alert, and the input's description), in place of the hint.
 */
export const CepField = forwardRef<HTMLInputElement, CepFieldProps>(function CepField(
  { label = "CEP", hint = addressHint, error, problem, pending, onLookup, ...props },
  ref,
) {
  const id = useId();
  const hintId = `${id}-hint`;
  const message = error || problem;
  return (
    <Wrapper>
      <Label htmlFor={id}>{label}</Label>
      <Row>
        <Input
          ref={ref}
          id={id}
          type="text"
          inputMode="numeric"
          autoComplete="postal-code"
          placeholder="00000-000"
          maxLength={9}
          $invalid={!!error}
          aria-invalid={!!error}
          aria-describedby={hintId}
          {...props}
        />
        <Button type="button" $variant="secondary" onClick={onLookup} disabled={pending} aria-busy={pending}>
          {pending ? <BusyIcon size={16} aria-hidden /> : <Search size={16} aria-hidden />}
          Buscar CEP
        </Button>
      </Row>
      {message ? (
        <FieldError id={hintId} role="alert" data-testid="cep-message">
          {message}
        </FieldError>
      ) : (
        <FieldHint id={hintId}>{hint}</FieldHint>
      )}
    </Wrapper>
  );
});
