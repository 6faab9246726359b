import { useNavigate } from "@tanstack/react-router";
import { AccessDenied } from "../../components/StatusPages.tsx";
import { JobForm } from "../../features/jobs/JobForm.tsx";
import { JobFormShell } from "../../features/jobs/JobFormShell.tsx";
import { jobFormFields, toJobInput } from "../../features/jobs/jobFormValues.ts";
import { useCreateJob } from "../../features/jobs/useCreateJobMutation.ts";
import { applyServerErrors } from "../../forms/serverErrors.ts";
import { jobCreateRoute } from "../jobs.create.tsx";
import { useDocumentTitle } from "../../components/useDocumentTitle.ts";

function CreateJob() {
  useDocumentTitle("Publicar Nova Vaga");
  const [create, pending] = useCreateJob();
  const navigate = useNavigate();
  return (
    <JobFormShell title="Publicar Nova Vaga" subtitle="Preencha as informações da vaga para encontrar os melhores talentos.">
      <JobForm
        job={null}
        submitLabel="Criar Vaga"
        pendingLabel="Criando vaga…"
        pending={pending}
        onSubmit={(data, form) =>
          create(toJobInput(data, { clearEmpty: false }), {
            onSuccess: () => {
              form.reset();
              void navigate({ to: "/dashboard/company" });
            },
            onInvalid: (error) => applyServerErrors(error, jobFormFields, form.setError),
          })
        }
      />
    </JobFormShell>
  );
}

/** /jobs/create: a company publishes a job. */
export function JobCreatePage() {
  const userType = jobCreateRoute.useRouteContext({ select: (context) => context.viewer.userType });
  return userType === "EMPRESA" ? <CreateJob /> : <AccessDenied />;
}
