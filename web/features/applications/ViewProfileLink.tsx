import type { LinkProps } from "@tanstack/react-router";
import { UserRound } from "lucide-react";
import { ButtonLink, type ButtonSize, type ButtonVariant } from "../../components/Button.tsx";
import { fromGlobalId } from "../../relay/ids.ts";
import { useViewApplication } from "./useViewApplicationMutation.ts";

/**
 * The profile's search when it is opened from an application: ?candidatura={its global id}.
 * (Links built from a string path cannot see the profile route's search type, hence the cast.)
 */
export const fromApplication = (applicationId: string) => ({ candidatura: applicationId }) as unknown as LinkProps["search"];

/** A candidate's profile page, /candidatos/{database id}/profile. */
export const candidateProfilePath = (candidateId: string) => `/candidatos/${encodeURIComponent(fromGlobalId(candidateId))}/profile`;

interface ViewProfileLinkProps {
  /** The candidate's global id. */
  candidateId: string;
  /** The application the profile is opened from: the profile page reads it, and opening it marks it seen. */
  application?: { id: string; statusCandidatura: string };
  $variant?: ButtonVariant;
  $size?: ButtonSize;
}

/** 'Ver Perfil' → /candidatos/{id}/profile(?candidatura={globalId}); from an application, it marks it Vista first. */
export function ViewProfileLink({ candidateId, application, $variant = "outline", $size = "sm" }: ViewProfileLinkProps) {
  const view = useViewApplication();
  return (
    <ButtonLink
      to={candidateProfilePath(candidateId)}
      search={application ? fromApplication(application.id) : undefined}
      $variant={$variant}
      $size={$size}
      onClick={() => application && view(application.id, application.statusCandidatura)}
    >
      <UserRound size={16} aria-hidden />
      Ver Perfil
    </ButtonLink>
  );
}
