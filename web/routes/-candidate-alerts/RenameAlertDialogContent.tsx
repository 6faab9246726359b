import type { DialogControl } from "../../components/DialogTrigger.tsx";
import { AlertNameDialogContent } from "../../features/alerts/AlertNameDialogContent.tsx";
import { applyServerErrors } from "../../forms/serverErrors.ts";
import type { useRenameAlert } from "./useAlertMutations.ts";

interface Props {
  control: DialogControl;
  alertId: string;
  name: string;
  /** The card's mutation, handed in so that this lazy module and the page share no chunk of their own. */
  renaming: ReturnType<typeof useRenameAlert>;
}

/** 'Renomear': the alert's new name; the search it watches stays. */
export function RenameAlertDialogContent({ control, alertId, name, renaming: [rename, pending] }: Props) {
  return (
    <AlertNameDialogContent
      control={control}
      title="Renomear alerta"
      description={
        <>
          O novo nome aparece nesta lista e nas notificações do alerta <strong>{name}</strong>.
        </>
      }
      defaultName={name}
      submitLabel="Salvar nome"
      pending={pending}
      onSubmit={(nome, setError) =>
        rename(
          { id: alertId, nome },
          {
            onSuccess: () => control.onOpenChange(false),
            onInvalid: (error) => applyServerErrors(error, ["nome"], setError),
            onFailure: (result) => result.__typename !== "InvalidInputError" && control.onOpenChange(false),
          },
        )
      }
    />
  );
}
