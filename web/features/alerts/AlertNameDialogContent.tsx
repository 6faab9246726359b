import { valibotResolver } from "@hookform/resolvers/valibot";
import { Check } from "lucide-react";
import type { ReactNode } from "react";
import { useForm, type UseFormSetError } from "react-hook-form";
import styled from "styled-components";
import type * as v from "valibot";
import * as Dialog from "@radix-ui/react-dialog";
import { alertRenameSchema, maxAlertName } from "../../../shared/validation/alertName.ts";
import { Button } from "../../components/Button.tsx";
import { TextField } from "../../components/Field.tsx";
import { DialogCloseIcon, DialogDescription, DialogFooter, DialogTitle, TriggeredDialog } from "../../components/DialogParts.tsx";
import type { DialogControl } from "../../components/DialogTrigger.tsx";
import { Spinner } from "../../components/Spinner.tsx";

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  margin-top: ${({ theme }) => theme.space.lg};
`;

export type AlertNameFields = v.InferInput<typeof alertRenameSchema>;

interface AlertNameDialogProps {
  control: DialogControl;
  title: string;
  description: ReactNode;
  defaultName: string;
  /** The send button: 'Criar alerta', 'Salvar nome'. */
  submitLabel: string;
  pending: boolean;
  /** With the trimmed name, and how to put the server's refusal under the field. */
  onSubmit: (nome: string, setError: UseFormSetError<AlertNameFields>) => void;
}

/**
 * The dialog that names a job alert, to create it from a search or to rename it: one field, checked
 * by the server's own rule (1 to 80 characters), with the search it watches in words above it.
 */
export function AlertNameDialogContent({ control, title, description, defaultName, submitLabel, pending, onSubmit }: AlertNameDialogProps) {
  const { register, handleSubmit, setError, formState } = useForm<AlertNameFields, unknown, v.InferOutput<typeof alertRenameSchema>>({
    resolver: valibotResolver(alertRenameSchema),
    defaultValues: { nome: defaultName },
  });
  const submit = handleSubmit(({ nome }) => onSubmit(nome, setError));

  return (
    <TriggeredDialog control={control} pending={pending} $narrow>
      <DialogTitle>{title}</DialogTitle>
      <DialogDescription>{description}</DialogDescription>
      <Form onSubmit={submit} noValidate>
        <TextField label="Nome do alerta" maxLength={maxAlertName} autoComplete="off" error={formState.errors.nome?.message} {...register("nome")} />
        <DialogFooter>
          <Dialog.Close asChild>
            <Button type="button" $variant="outline" disabled={pending}>
              Cancelar
            </Button>
          </Dialog.Close>
          <Button type="submit" disabled={pending} aria-busy={pending}>
            {pending ? <Spinner $size={18} aria-hidden /> : <Check size={18} aria-hidden />}
            {pending ? "Salvando…" : submitLabel}
          </Button>
        </DialogFooter>
      </Form>
      <DialogCloseIcon disabled={pending} />
    </TriggeredDialog>
  );
}
