import { useNavigate } from "@tanstack/react-router";
import { usePreloadedQuery, type PreloadedQuery } from "react-relay";
import { AccessDenied } from "../../components/StatusPages.tsx";
import { JobForm } from "../../features/jobs/JobForm.tsx";
import { EditedJobNotFound, JobFormShell } from "../../features/jobs/JobFormShell.tsx";
import { jobFormFields, toJobInput } from "../../features/jobs/jobFormValues.ts";
import { useUpdateJob } from "../../features/jobs/useUpdateJobMutation.ts";
import { applyServerErrors } from "../../forms/serverErrors.ts";
import { jobEditRoute } from "../job-edit.$id.tsx";
import { jobEditQuery } from "./JobEditQuery.ts";
import type { JobEditQuery } from "./__generated__/JobEditQuery.graphql";
import { useDocumentTitle } from "../../components/useDocumentTitle.ts";

function EditJob({ queryRef }: { queryRef: PreloadedQuery<JobEditQuery> }) {
  const { vaga: job } = usePreloadedQuery<JobEditQuery>(jobEditQuery, queryRef);
  const [update, pending] = useUpdateJob();
  const navigate = useNavigate();
  useDocumentTitle(job?.viewerIsOwner ? "Editar Vaga" : null);
  if (!job?.viewerIsOwner) return <EditedJobNotFound />;
  return (
    <JobFormShell title="Editar Vaga" subtitle="Atualize as informações da vaga. As mudanças valem assim que você salvar.">
      <JobForm
        key={String(job.updatedAt)}
        job={job}
        submitLabel="Salvar Alterações"
        pendingLabel="Salvando…"
        pending={pending}
        onSubmit={(data, form) =>
          update(job.id, toJobInput(data, { clearEmpty: true }), {
            onSuccess: () => void navigate({ to: "/dashboard/company" }),
            onInvalid: (error) => applyServerErrors(error, jobFormFields, form.setError),
          })
        }
      />
    </JobFormShell>
  );
}

/** /job-edit/{id}: the owning company edits a job. */
export function JobEditPage() {
  const queryRef = jobEditRoute.useLoaderData();
  return queryRef ? <EditJob queryRef={queryRef} /> : <AccessDenied />;
}
