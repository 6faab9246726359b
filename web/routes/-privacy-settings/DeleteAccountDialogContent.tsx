import { valibotResolver } from "@hookform/resolvers/valibot";
import * as Dialog from "@radix-ui/react-dialog";
import { Trash2 } from "lucide-react";
import { useForm } from "react-hook-form";
import styled from "styled-components";
import { type DeleteAccountInput, deleteAccountSchema } from "../../../shared/validation/account.ts";
import { Button } from "../../components/Button.tsx";
import { DialogCloseIcon, DialogDescription, DialogFooter, DialogTitle, TriggeredDialog } from "../../components/DialogParts.tsx";
import type { DialogControl } from "../../components/DialogTrigger.tsx";
import { Spinner } from "../../components/Spinner.tsx";
import { applyServerErrors } from "../../forms/serverErrors.ts";
import { PasswordField } from "../-auth/PasswordField.tsx";
import { useDeleteAccount } from "./useDeleteAccount.ts";

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  margin-top: ${({ theme }) => theme.space.lg};
`;

/** The last question before the account goes: the password again, and a button that says what it does. */
export function DeleteAccountDialogContent({ control }: { control: DialogControl }) {
  const [remove, pending] = useDeleteAccount();
  const { register, handleSubmit, setError, formState } = useForm<DeleteAccountInput>({
    resolver: valibotResolver(deleteAccountSchema),
    defaultValues: { senha: "" },
  });
  const submit = handleSubmit(({ senha }) => remove(senha, { onInvalid: (error) => applyServerErrors(error, ["senha"], setError) }));

  return (
    <TriggeredDialog control={control} pending={pending} $narrow role="alertdialog">
      <DialogTitle>Excluir sua conta?</DialogTitle>
      <DialogDescription>
        <strong>Não dá para desfazer.</strong> Sua conta e seus dados são apagados agora, e você sai de todos os dispositivos. Se quiser
        uma cópia, baixe seus dados antes.
      </DialogDescription>
      <Form onSubmit={submit} noValidate>
        <PasswordField label="Digite sua senha para confirmar" autoComplete="current-password" error={formState.errors.senha?.message} {...register("senha")} />
        <DialogFooter>
          <Dialog.Close asChild>
            <Button type="button" $variant="outline" disabled={pending}>
              Cancelar
            </Button>
          </Dialog.Close>
          <Button type="submit" $variant="danger" disabled={pending} aria-busy={pending}>
            {pending ? <Spinner $size={18} aria-hidden /> : <Trash2 size={18} aria-hidden />}
            {pending ? "Excluindo…" : "Excluir definitivamente"}
          </Button>
        </DialogFooter>
      </Form>
      <DialogCloseIcon disabled={pending} />
    </TriggeredDialog>
  );
}
