import { useNavigate } from "@tanstack/react-router";
import { usePreloadedQuery, type PreloadedQuery } from "react-relay";
import { AccessDenied } from "../../components/StatusPages.tsx";
import { applyServerErrors } from "../../forms/serverErrors.ts";
import { jobEditQuery, jobEditRoute } from "../job-edit.$id.tsx";
import type { jobEditIdQuery } from "../__generated__/jobEditIdQuery.graphql";
import { JobForm } from "./JobForm.tsx";
import { JobFormShell, JobNotFound } from "./JobFormShell.tsx";
import { jobFormFields, toVagaInput } from "./jobFormValues.ts";
import { useUpdateVaga } from "./useUpdateVagaMutation.ts";

function EditJob({ queryRef }: { queryRef: PreloadedQuery<jobEditIdQuery> }) {
  const { vaga } = usePreloadedQuery<jobEditIdQuery>(jobEditQuery, queryRef);
  const [update, pending] = useUpdateVaga();
  const navigate = useNavigate();
  if (!vaga?.viewerIsOwner) return <JobNotFound />;
  return (
    <JobFormShell title="Editar Vaga" subtitle="Atualize as informações da vaga. As mudanças valem assim que você salvar.">
      <JobForm
        key={String(vaga.updatedAt)}
        vaga={vaga}
        submitLabel="Salvar Alterações"
        pendingLabel="Salvando…"
        pending={pending}
        onSubmit={(data, form) =>
          update(vaga.id, toVagaInput(data, { clearEmpty: true }), {
            onSuccess: () => void navigate({ to: "/dashboard/company" }),
            onInvalid: (error) => applyServerErrors(error, jobFormFields, form.setError),
          })
        }
      />
    </JobFormShell>
  );
}

export function JobEditPage() {
  const queryRef = jobEditRoute.useLoaderData();
  return queryRef ? <EditJob queryRef={queryRef} /> : <AccessDenied />;
}
