import { useRouter } from "@tanstack/react-router";
import { Bookmark } from "lucide-react";
import { useRef } from "react";
import { graphql, useFragment, useRelayEnvironment } from "react-relay";
import styled, { css } from "styled-components";
import { Button, ButtonLink } from "../../components/Button.tsx";
import { useToast } from "../../components/Toaster.tsx";
import { toAuth } from "../../routes/-auth/authLinks.ts";
import type { SaveJobButton_job$key } from "./__generated__/SaveJobButton_job.graphql";
import { toggleSavedJob } from "./toggleSavedJob.ts";

const fragment = graphql`
  fragment SaveJobButton_job on Vaga {
    id
    viewerHasSaved
  }
`;

// Doubled class: a card's row of actions stretches its buttons on phones; a bookmark keeps its size.
const iconOnly = css`
  && { flex: 0 0 auto; padding-inline: 10px; }
`;
const IconButton = styled(Button)`${iconOnly}`;
const IconLink = styled(ButtonLink)`${iconOnly}`;

interface SaveJobButtonProps {
  job: SaveJobButton_job$key;
  /** Who is looking: candidates toggle, visitors are sent to sign in, companies see nothing. */
  userType: string | null | undefined;
  /** The job page shows the words; cards show the bookmark alone, named for screen readers. */
  withText?: boolean;
  size?: "sm" | "lg";
  /** The card's title, so that each card's button says which job it saves. */
  describedBy?: string;
}

/**
 * The bookmark of a job, filled once saved. The public pages (/jobs, the job page) load it lazily,
 * after their own code: their first load is within a few hundred bytes of its budget, and the
 * server's HTML has the bookmark in place meanwhile. Its name says what a press does ('Salvar vaga' or
 * 'Remover dos salvos'), so the state is heard without aria-pressed, whose "pressed" would
 * contradict a name that changes (WAI-ARIA APG, button pattern).
 */
export function SaveJobButton({ job, userType, withText = false, size = "sm", describedBy }: SaveJobButtonProps) {
  const data = useFragment(fragment, job);
  const environment = useRelayEnvironment();
  const toast = useToast();
  const router = useRouter();
  const pending = useRef(false);
  if (userType === "EMPRESA") return null;

  const saved = userType === "CANDIDATO" && data.viewerHasSaved;
  const name = saved ? "Remover dos salvos" : "Salvar vaga";
  const props = {
    $size: size,
    $variant: saved ? ("secondary" as const) : ("outline" as const),
    "aria-label": withText ? undefined : name,
    "aria-describedby": describedBy,
    title: withText ? undefined : name,
    children: (
      <>
        <Bookmark size={size === "lg" ? 18 : 16} fill={saved ? "currentColor" : "none"} aria-hidden />
        {withText && name}
      </>
    ),
  };

  // Back to this very page (the search with its filters, or the job) once signed in.
  if (userType !== "CANDIDATO") {
    const Link = withText ? ButtonLink : IconLink;
    return <Link to="/auth" search={toAuth({ voltar: router.state.location.href })} {...props} />;
  }

  const press = () => {
    // A second press waits for the first answer, so the two cannot reach the server out of order.
    if (pending.current) return;
    pending.current = true;
    toggleSavedJob(environment, data.id, !saved, (failure) => {
      pending.current = false;
      if (failure) {
        const title = saved ? "Erro ao remover dos salvos" : "Erro ao salvar vaga";
        toast({ title, description: failure.message ?? "Não foi possível falar com o servidor. Tente novamente.", variant: "destructive" });
      }
    });
  };
  const Toggle = withText ? Button : IconButton;
  return <Toggle type="button" data-testid="save-job" onClick={press} {...props} />;
}
