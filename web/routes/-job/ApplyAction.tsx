import { Check, LogIn, Pencil } from "lucide-react";
import { useEffect, useRef } from "react";
import { graphql, useFragment } from "react-relay";
import { takesApplications } from "../../../shared/jobStatus.ts";
import { ButtonLink } from "../../components/Button.tsx";
import { AppliedButton } from "../../features/jobs/AppliedButton.tsx";
import { fromGlobalId } from "../../relay/ids.ts";
import { ApplyDialog } from "../../features/applications/ApplyDialog.tsx";
import type { ApplyAction_job$key } from "./__generated__/ApplyAction_job.graphql";
import type { UserType } from "./__generated__/jobsIdQuery.graphql";
import { toAuth } from "../-auth/authLinks.ts";

/**
 * The job page's call to action, by who is looking: candidates apply (only to
 * an ATIVA job) or see 'Já Candidatado'; visitors are invited to sign in; the
 * owning company may edit; other companies see nothing.
 */
export function ApplyAction({ job, role }: { job: ApplyAction_job$key; role: UserType | null }) {
  const data = useFragment(
    graphql`
      fragment ApplyAction_job on Vaga {
        id
        titulo
        statusVaga
        viewerHasApplied
        viewerIsOwner
        empresa {
          nomeEmpresa
        }
      }
    `,
    job,
  );
  const active = takesApplications(data.statusVaga);
  const applied = useRef<HTMLButtonElement>(null);
  const hadApplied = useRef(data.viewerHasApplied);
  // Applying replaces the button (and its dialog, which had focus): focus goes to what took its place.
  useEffect(() => {
    if (data.viewerHasApplied && !hadApplied.current && document.activeElement === document.body) applied.current?.focus();
    hadApplied.current = data.viewerHasApplied;
  }, [data.viewerHasApplied]);

  if (role === "CANDIDATO") {
    if (data.viewerHasApplied) {
      return (
        <AppliedButton ref={applied} $size="lg">
          <Check size={18} aria-hidden />
          Já Candidatado
        </AppliedButton>
      );
    }
    return active ? (
      <ApplyDialog jobId={data.id} jobTitle={data.titulo} companyName={data.empresa.nomeEmpresa} alreadyApplied={data.viewerHasApplied} />
    ) : null;
  }
  if (role === "EMPRESA") {
    return data.viewerIsOwner ? (
      <ButtonLink to={`/job-edit/${fromGlobalId(data.id)}`} $size="lg" $variant="outline">
        <Pencil size={18} aria-hidden />
        Editar Vaga
      </ButtonLink>
    ) : null;
  }
  return active ? (
    // Back to this job once signed in, to apply.
    <ButtonLink to="/auth" search={toAuth({ voltar: `/jobs/${fromGlobalId(data.id)}` })} $size="lg">
      <LogIn size={18} aria-hidden />
      Entrar para se candidatar
    </ButtonLink>
  ) : null;
}
