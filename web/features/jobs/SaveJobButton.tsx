import { useRouterState } from "@tanstack/react-router";
import { Bookmark, BookmarkCheck } from "lucide-react";
import { graphql, useFragment } from "react-relay";
import styled from "styled-components";
import { Button, ButtonLink } from "../../components/Button.tsx";
import { toAuth } from "../../routes/-auth/authLinks.ts";
import type { SaveJobButton_job$key } from "./__generated__/SaveJobButton_job.graphql";
import { useToggleSavedJob } from "./useSavedJobMutations.ts";

const fragment = graphql`
  fragment SaveJobButton_job on Vaga {
    id
    viewerHasSaved
  }
`;

// Doubled class: a card's row of actions stretches its buttons on phones; an icon keeps its size.
const IconButton = styled(Button)`
  && { flex: 0 0 auto; padding-inline: 10px; }
`;

const IconLink = styled(ButtonLink)`
  && { flex: 0 0 auto; padding-inline: 10px; }
`;

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
 * The bookmark of a job. Its name says what a press does ('Salvar vaga' or 'Remover dos salvos'),
 * so the state is heard without aria-pressed, whose "pressed" would contradict a name that changes.
 */
export function SaveJobButton({ job, userType, withText = false, size = "sm", describedBy }: SaveJobButtonProps) {
  const data = useFragment(fragment, job);
  const [toggle, pending] = useToggleSavedJob();
  const here = useRouterState({ select: (state) => state.location.href });
  if (userType === "EMPRESA") return null;

  const saved = userType === "CANDIDATO" && data.viewerHasSaved;
  const name = saved ? "Remover dos salvos" : "Salvar vaga";
  const icon = saved ? <BookmarkCheck size={size === "lg" ? 18 : 16} aria-hidden /> : <Bookmark size={size === "lg" ? 18 : 16} aria-hidden />;
  const text = withText ? name : null;
  const common = { $size: size, $variant: saved ? ("secondary" as const) : ("outline" as const), "aria-describedby": describedBy, title: withText ? undefined : name };

  if (userType !== "CANDIDATO") {
    // Back to this very page (the search with its filters, or the job) once signed in.
    const Link = withText ? ButtonLink : IconLink;
    return (
      <Link to="/auth" search={toAuth({ voltar: here })} aria-label={withText ? undefined : name} {...common}>
        {icon}
        {text}
      </Link>
    );
  }
  const Toggle = withText ? Button : IconButton;
  return (
    <Toggle
      type="button"
      aria-label={withText ? undefined : name}
      data-testid="save-job"
      // Not `disabled` while the answer comes: the button keeps focus; a second press simply waits.
      onClick={() => pending || toggle(data.id, !saved)}
      {...common}
    >
      {icon}
      {text}
    </Toggle>
  );
}
