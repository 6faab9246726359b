import { Save, type LucideIcon } from "lucide-react";
import { forwardRef, useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from "react";
import styled from "styled-components";
import { Button } from "./Button.tsx";
import { Card } from "./Card.tsx";
import { FieldError, FieldHint, Input, Label, Select } from "./Field.tsx";
import { BusyIcon } from "./Spinner.tsx";
import { IconBox } from "./IconBox.ts";

// The job form's building blocks that the shared Field.tsx does not have:
// a labelled select, a money input with an R$ prefix, and a titled section.

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

function Message({ id, error, hint }: { id: string; error?: string; hint?: string }) {
  if (error) {
    return (
      <FieldError id={`${id}-error`} role="alert">
        {error}
      </FieldError>
    );
  }
  return hint ? <FieldHint id={`${id}-hint`}>{hint}</FieldHint> : null;
}

const describedBy = (id: string, error?: string, hint?: string) => (error ? `${id}-error` : hint ? `${id}-hint` : undefined);

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  error?: string;
  hint?: string;
  children: ReactNode;
}

export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, error, hint, id, children, ...props },
  ref,
) {
  const generated = useId();
  const selectId = id ?? generated;
  return (
    <Wrapper>
      <Label htmlFor={selectId}>{label}</Label>
      <Select ref={ref} id={selectId} $invalid={!!error} aria-invalid={!!error} aria-describedby={describedBy(selectId, error, hint)} {...props}>
        {children}
      </Select>
      <Message id={selectId} error={error} hint={hint} />
    </Wrapper>
  );
});

const Prefixed = styled.div`
  position: relative;
  & > input { padding-left: 48px; font-variant-numeric: tabular-nums; }
`;

const Prefix = styled.span`
  position: absolute;
  inset: 1px auto 1px 1px;
  display: grid;
  place-items: center;
  width: 40px;
  border-right: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => `${theme.radius.md} 0 0 ${theme.radius.md}`};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  pointer-events: none;
`;

interface MoneyFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "inputMode"> {
  label: string;
  error?: string;
  hint?: string;
}

/** Whole reais: a numeric keypad on phones, an 'R$' adornment, digits only. */
export const MoneyField = forwardRef<HTMLInputElement, MoneyFieldProps>(function MoneyField(
  { label, error, hint, id, onChange, ...props },
  ref,
) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <Wrapper>
      <Label htmlFor={inputId}>{label}</Label>
      <Prefixed>
        <Prefix aria-hidden>R$</Prefix>
        <Input
          ref={ref}
          id={inputId}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          $invalid={!!error}
          aria-invalid={!!error}
          aria-describedby={describedBy(inputId, error, hint)}
          onChange={(event) => {
            // Thousands separators and cents typed by habit ("5.000") would change the value: keep digits.
            event.target.value = event.target.value.replace(/\D/g, "");
            onChange?.(event);
          }}
          {...props}
        />
      </Prefixed>
      <Message id={inputId} error={error} hint={hint} />
    </Wrapper>
  );
});

const SectionCard = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    padding: ${({ theme }) => theme.space.md};
  }
`;

const SectionHeader = styled.header`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  h2 { font-size: ${({ theme }) => theme.font.size.lg}; }
  p { margin-top: 2px; font-size: ${({ theme }) => theme.font.size.sm}; color: ${({ theme }) => theme.colors.muted}; }
`;

/** A titled card of fields; the heading names the region for screen readers. */
export function FormSection({ icon: Icon, title, description, children }: { icon: LucideIcon; title: string; description: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <SectionCard aria-labelledby={headingId}>
      <SectionHeader>
        <IconBox aria-hidden>
          <Icon size={20} />
        </IconBox>
        <div>
          <h2 id={headingId}>{title}</h2>
          <p>{description}</p>
        </div>
      </SectionHeader>
      {children}
    </SectionCard>
  );
}

/** Two columns on wide screens, one on phones; `Wide` children span both. */
export const FieldGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const Wide = styled.div`
  grid-column: 1 / -1;
  min-width: 0;
`;

/** A long form: its sections stacked, with room between them. */
export const FormStack = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

export const RequiredNote = styled.p`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

/** The form's buttons at its end; on phones stacked, full width, the main action on top. */
export const FormActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    flex-direction: column-reverse;
    & > * { width: 100%; }
  }
`;

/** 'Salvar…' with its pending state ('Salvando…' and a turning icon). */
export function SaveButton({ pending, label }: { pending: boolean; label: string }) {
  return (
    <Button type="submit" $size="lg" disabled={pending}>
      {pending ? <BusyIcon size={18} aria-hidden /> : <Save size={18} aria-hidden />}
      {pending ? "Salvando…" : label}
    </Button>
  );
}
