import { Search } from "lucide-react";
import { forwardRef, useId, type InputHTMLAttributes } from "react";
import styled from "styled-components";
import { Button } from "../components/Button.tsx";
import { FieldError, FieldHint, Input, Label } from "../components/Field.tsx";
import { BusyIcon } from "../components/Spinner.tsx";

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  & > input { flex: 1; min-width: 0; }
  & > button { flex-shrink: 0; }
`;

interface CepFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "type"> {
  error?: string;
  /** Under the field while there is no error. */
  hint: string;
  pending: boolean;
  onLookup: () => void;
}

/** The CEP input (00000-000) with its 'Buscar CEP' button; useCepAutofill does the lookup and fills the address. */
export const CepField = forwardRef<HTMLInputElement, CepFieldProps>(function CepField({ error, hint, pending, onLookup, ...props }, ref) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <Wrapper>
      <Label htmlFor={id}>CEP</Label>
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
      {error ? (
        <FieldError id={hintId} role="alert">
          {error}
        </FieldError>
      ) : (
        <FieldHint id={hintId}>{hint}</FieldHint>
      )}
    </Wrapper>
  );
});
