import { defaultAlertName, describeJobSearch } from "../../../shared/jobSearch.ts";
import { maxAlertName } from "../../../shared/validation/alertName.ts";
import type { DialogControl } from "../../components/DialogTrigger.tsx";
import { AlertNameDialogContent } from "../../features/alerts/AlertNameDialogContent.tsx";
import { applyServerErrors } from "../../forms/serverErrors.ts";
import { toGraphQLFilters, type JobSearch } from "./searchParams.ts";
import { alertCreatedToast, useCreateAlert } from "./useCreateAlertMutation.ts";

/** 'Criar alerta' on /jobs: names an alert of the search on screen (a name made from it by default) and saves it. */
export function CreateAlertDialogContent({ control, search }: { control: DialogControl; search: JobSearch }) {
  const [create, pending] = useCreateAlert();
  const filters = toGraphQLFilters(search);
  return (
    <AlertNameDialogContent
      control={control}
      title="Criar alerta de vagas"
      description={
        <>
          Avisaremos você quando surgirem novas vagas para <strong>{describeJobSearch(filters)}</strong>.
        </>
      }
      defaultName={defaultAlertName(filters, maxAlertName)}
      submitLabel="Criar alerta"
      pending={pending}
      onSubmit={(nome, setError) =>
        create(
          { input: { nome, busca: filters } },
          {
            toasts: { success: alertCreatedToast(nome) },
            onSuccess: () => control.onOpenChange(false),
            onInvalid: (error) => applyServerErrors(error, ["nome"], setError),
            // Past the cap, or a search watched already: nothing the name can fix.
            onFailure: (result) => result.__typename !== "InvalidInputError" && control.onOpenChange(false),
          },
        )
      }
    />
  );
}
