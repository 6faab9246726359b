import type { LinkProps } from "@tanstack/react-router";
import { UserRound } from "lucide-react";
import { ButtonLink, type ButtonSize, type ButtonVariant } from "../../components/Button.tsx";
import { fromGlobalId } from "../../relay/ids.ts";
import { useViewCandidatura } from "./useViewCandidaturaMutation.ts";

/**
 * The profile's search when it is opened from an application: ?candidatura={its global id}.
 * (Links built from a string path cannot see the profile route's search type, hence the cast.)
 */
export const fromApplication = (candidaturaId: string) => ({ candidatura: candidaturaId }) as unknown as LinkProps["search"];

interface ViewProfileLinkProps {
  /** The candidate's global id. */
  candidatoId: string;
  /** The application the profile is opened from: the profile page reads it, and opening it marks it seen. */
  candidatura?: { id: string; statusCandidatura: string };
  $variant?: ButtonVariant;
  $size?: ButtonSize;
}

/** 'Ver Perfil' → /candidatos/{id}/profile(?candidatura={globalId}); from an application, it marks it Vista first. */
export function ViewProfileLink({ candidatoId, candidatura, $variant = "outline", $size = "sm" }: ViewProfileLinkProps) {
  const view = useViewCandidatura();
  return (
    <ButtonLink
      to={`/candidatos/${fromGlobalId(candidatoId)}/profile`}
      search={candidatura ? fromApplication(candidatura.id) : undefined}
      $variant={$variant}
      $size={$size}
      onClick={() => candidatura && view(candidatura.id, candidatura.statusCandidatura)}
    >
      <UserRound size={16} aria-hidden />
      Ver Perfil
    </ButtonLink>
  );
}
