import { forwardRef, useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from "react";
import styled, { css } from "styled-components";

const controlStyles = css<{ $invalid?: boolean }>`
  width: 100%;
  padding: 11px 14px;
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.ink};
  font-size: ${({ theme }) => theme.font.size.md};
  transition: border-color 120ms ease, box-shadow 120ms ease;
  &::placeholder { color: ${({ theme }) => theme.colors.placeholder}; }
  /* The ring is the global :focus-visible outline, which fields match whenever they have focus. */
  &:focus { border-color: ${({ theme }) => theme.colors.brand}; }
  &:disabled { background: ${({ theme }) => theme.colors.surfaceAlt}; color: ${({ theme }) => theme.colors.muted}; }
`;

export const Input = styled.input<{ $invalid?: boolean }>`
  ${controlStyles}
`;

export const Textarea = styled.textarea<{ $invalid?: boolean }>`
  ${controlStyles}
  display: block;
  min-height: 96px;
  resize: vertical;
  line-height: 1.5;
`;

export const Select = styled.select<{ $invalid?: boolean }>`
  ${controlStyles}
  appearance: auto;
`;

export const Label = styled.label`
  display: block;
  margin-bottom: 6px;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme }) => theme.colors.ink};
`;

export const FieldError = styled.p`
  margin-top: 6px;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.danger};
`;

export const FieldHint = styled.p`
  margin-top: 6px;
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.colors.muted};
`;

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
`;

const Adornment = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  & > input { padding-right: 46px; }
  & > :last-child:not(input) { position: absolute; right: 6px; }
`;

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
  hint?: string;
  /** Rendered inside the input's right edge (e.g. a show-password toggle). */
  trailing?: ReactNode;
}

/** A labelled input with its error under it, wired for screen readers. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, trailing, id, ...props },
  ref,
) {
  const generated = useId();
  const inputId = id ?? generated;
  const describedBy = error ? `${inputId}-error` : hint ? `${inputId}-hint` : undefined;
  const input = <Input ref={ref} id={inputId} $invalid={!!error} aria-invalid={!!error} aria-describedby={describedBy} {...props} />;
  return (
    <Wrapper>
      <Label htmlFor={inputId}>{label}</Label>
      {trailing ? (
        <Adornment>
          {input}
          {trailing}
        </Adornment>
      ) : (
        input
      )}
      {error ? (
        <FieldError id={`${inputId}-error`} role="alert">
          {error}
        </FieldError>
      ) : hint ? (
        <FieldHint id={`${inputId}-hint`}>{hint}</FieldHint>
      ) : null}
    </Wrapper>
  );
});

interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string;
  hint?: string;
}

/** A labelled multi-line input with its error under it, like TextField. */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField(
  { label, error, hint, id, ...props },
  ref,
) {
  const generated = useId();
  const inputId = id ?? generated;
  const describedBy = error ? `${inputId}-error` : hint ? `${inputId}-hint` : undefined;
  return (
    <Wrapper>
      <Label htmlFor={inputId}>{label}</Label>
      <Textarea ref={ref} id={inputId} $invalid={!!error} aria-invalid={!!error} aria-describedby={describedBy} {...props} />
      {error ? (
        <FieldError id={`${inputId}-error`} role="alert">
          {error}
        </FieldError>
      ) : hint ? (
        <FieldHint id={`${inputId}-hint`}>{hint}</FieldHint>
      ) : null}
    </Wrapper>
  );
});

/** An input with an icon inside its left edge (search boxes); `$large` for the big search bars. */
export const IconInput = styled.div<{ $large?: boolean }>`
  position: relative;
  svg {
    position: absolute;
    left: ${({ $large }) => ($large ? 14 : 12)}px;
    top: 50%;
    transform: translateY(-50%);
    color: ${({ theme }) => theme.colors.subtle};
    pointer-events: none;
  }
  input {
    padding-left: ${({ $large }) => ($large ? 44 : 40)}px;
    ${({ $large }) => ($large ? "height: 52px;" : "")}
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    input { ${({ $large }) => ($large ? "height: 48px;" : "")} }
  }
`;

/** A select's options: an empty first one when `empty` is given ('Selecione o nível'), then the choices. */
export function Options({ empty, options }: { empty?: string; options: ReadonlyArray<{ value: string; label: string }> }) {
  return (
    <>
      {empty !== undefined && <option value="">{empty}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </>
  );
}
