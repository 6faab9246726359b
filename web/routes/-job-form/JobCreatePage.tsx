import { useNavigate } from "@tanstack/react-router";
import { AccessDenied } from "../../components/StatusPages.tsx";
import { applyServerErrors } from "../../forms/serverErrors.ts";
import { jobCreateRoute } from "../jobs.create.tsx";
import { JobForm } from "./JobForm.tsx";
import { JobFormShell } from "./JobFormShell.tsx";
import { jobFormFields, toVagaInput } from "./jobFormValues.ts";
import { useCreateVaga } from "./useCreateVagaMutation.ts";

function CreateJob() {
  const [create, pending] = useCreateVaga();
  const navigate = useNavigate();
  return (
    <JobFormShell title="Publicar Nova Vaga" subtitle="Preencha as informações da vaga para encontrar os melhores talentos.">
      <JobForm
        vaga={null}
        submitLabel="Criar Vaga"
        pendingLabel="Criando vaga…"
        pending={pending}
        onSubmit={(data, form) =>
          create(toVagaInput(data, { clearEmpty: false }), {
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

export function JobCreatePage() {
  const userType = jobCreateRoute.useRouteContext({ select: (context) => context.viewer.userType });
  return userType === "EMPRESA" ? <CreateJob /> : <AccessDenied />;
}
