import { type FormEvent, useState } from "react";
import styled from "styled-components";
import { brazilDay } from "../../../shared/analyticsPeriod.ts";
import { parseWith } from "../../../shared/validation/parse.ts";
import { periodSchema } from "../../../shared/validation/analytics.ts";
import { Button } from "../../components/Button.tsx";
import { TextField } from "../../components/Field.tsx";

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  & > div { width: 170px; }
  /* In line with the fields, not with their errors below them. */
  & > button { margin-top: 26px; }
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    & > div { flex: 1 1 140px; width: auto; }
  }
`;

interface CustomPeriodFormProps {
  initial: { de: string; ate: string };
  onApply: (period: { de: string; ate: string }) => void;
}

/** Dates of one's own, checked with the server's rules before they are asked for. */
export function CustomPeriodForm({ initial, onApply }: CustomPeriodFormProps) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<{ de?: string; ate?: string }>({});
  const today = brazilDay();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseWith(periodSchema(today), values);
    if (!parsed.ok) {
      setErrors(Object.fromEntries(parsed.fieldErrors.map((error) => [error.path[0], error.message])));
      return;
    }
    setErrors({});
    onApply(parsed.value);
  };

  const field = (name: "de" | "ate", label: string) => (
    <TextField
      label={label}
      type="date"
      name={name}
      max={today}
      value={values[name]}
      error={errors[name]}
      required
      onChange={(event) => setValues({ ...values, [name]: event.target.value })}
    />
  );

  return (
    <Form onSubmit={submit} aria-label="Período personalizado" noValidate>
      {field("de", "De")}
      {field("ate", "Até")}
      <Button type="submit" $variant="outline">
        Aplicar
      </Button>
    </Form>
  );
}
