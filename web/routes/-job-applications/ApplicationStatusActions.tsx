import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { ArrowRightLeft, Check, ChevronDown, X } from "lucide-react";
import { useState } from "react";
import { Button } from "../../components/Button.tsx";
import { ConfirmDialog } from "../../components/ConfirmDialog.tsx";
import { ButtonRow } from "../../components/ListLayout.tsx";
import { MenuContent, MenuItem, MenuLabel, MenuRoot } from "../../components/Menu.tsx";
import { BusyIcon } from "../../components/Spinner.tsx";
import { companyStatusLabel, nextStatuses, type ApplicationStatus } from "../../features/applications/applicationStatus.ts";
import { useChangeApplicationStatus } from "./useChangeApplicationStatusMutation.ts";

const rejected = "REJEITADA" satisfies ApplicationStatus;
const approved = "APROVADA" satisfies ApplicationStatus;
/** Set by opening the application ('Ver Perfil', 'Ler mais'), not chosen from a menu. */
const seen: ApplicationStatus = "VISUALIZADA_PELA_EMPRESA";

interface ApplicationStatusActionsProps {
  applicationId: string;
  status: string;
  candidateName: string;
  /** Reloads the list after a refusal that means it is out of date. */
  onStale: () => void;
}

/** The two steps the pipeline never walks back (shared/pipeline.ts): each asks before it is taken. */
const final = {
  APROVADA: {
    title: "Aprovar esta candidatura?",
    text: "será aprovada, e a pessoa verá a aprovação em suas candidaturas. A candidatura não volta às etapas anteriores: esta ação não pode ser desfeita.",
    confirm: "Aprovar",
    pending: "Aprovando…",
    destructive: false,
  },
  REJEITADA: {
    title: "Rejeitar esta candidatura?",
    text: "será rejeitada e encerrada. Esta ação não pode ser desfeita.",
    confirm: "Rejeitar",
    pending: "Rejeitando…",
    destructive: true,
  },
} as const;
type FinalStatus = keyof typeof final;
const isFinal = (status: ApplicationStatus): status is FinalStatus => Object.hasOwn(final, status);

/**
 * Aprovar (while the pipeline still allows it), Rejeitar (until the application has ended) and
 * 'Mover para' with every other allowed next status. Approving and rejecting cannot be undone, so
 * both ask first, from the buttons and from the menu alike.
 */
export function ApplicationStatusActions({ applicationId, status, candidateName, onStale }: ApplicationStatusActionsProps) {
  const [change, pending] = useChangeApplicationStatus();
  const [target, setTarget] = useState<ApplicationStatus | null>(null);
  // The question stays on screen while the dialog closes, so `asking` outlives `confirming`.
  const [asking, setAsking] = useState<FinalStatus>(rejected);
  const [confirming, setConfirmingOpen] = useState(false);
  const setConfirming = (to: FinalStatus | null) => {
    if (to) setAsking(to);
    setConfirmingOpen(to !== null);
  };
  const asked = final[asking];
  const next = nextStatuses(status);
  const menu = next.filter((option) => option !== seen);
  if (next.length === 0) return null;

  const move = (to: ApplicationStatus) => {
    setTarget(to);
    change(applicationId, to, { onSettled: () => setConfirming(null), onStale });
  };
  const busy = (to: ApplicationStatus) => pending && target === to;

  return (
    <ButtonRow>
      {next.includes(approved) && (
        <Button type="button" $variant="success" $size="sm" disabled={pending} onClick={() => setConfirming(approved)}>
          {busy(approved) ? <BusyIcon size={16} aria-hidden /> : <Check size={16} aria-hidden />}
          Aprovar
        </Button>
      )}
      {next.includes(rejected) && (
        <Button type="button" $variant="dangerOutline" $size="sm" disabled={pending} onClick={() => setConfirming(rejected)}>
          {busy(rejected) ? <BusyIcon size={16} aria-hidden /> : <X size={16} aria-hidden />}
          Rejeitar
        </Button>
      )}
      {menu.length > 0 && (
        <MenuRoot modal={false}>
          <DropdownMenu.Trigger asChild>
            {/* aria-disabled, not disabled: the menu gives focus back to it when a choice is made, while the move is pending. */}
            <Button type="button" $variant="outline" $size="sm" aria-disabled={pending || undefined}>
              {pending && target !== approved && target !== rejected ? (
                <BusyIcon size={16} aria-hidden />
              ) : (
                <ArrowRightLeft size={16} aria-hidden />
              )}
              Mover para
              <ChevronDown size={16} aria-hidden />
            </Button>
          </DropdownMenu.Trigger>
          <DropdownMenu.Portal>
            <MenuContent align="end" sideOffset={6}>
              <MenuLabel>Mover para</MenuLabel>
              {menu.map((option) => (
                <MenuItem
                  key={option}
                  disabled={pending}
                  $danger={option === rejected}
                  onSelect={() => (isFinal(option) ? setConfirming(option) : move(option))}
                >
                  {companyStatusLabel(option)}
                </MenuItem>
              ))}
            </MenuContent>
          </DropdownMenu.Portal>
        </MenuRoot>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => !open && setConfirming(null)}
        destructive={asked.destructive}
        title={asked.title}
        description={
          <>
            A candidatura de <strong>{candidateName}</strong> {asked.text}
          </>
        }
        confirmLabel={asked.confirm}
        pendingLabel={asked.pending}
        pending={pending}
        onConfirm={() => move(asking)}
      />
    </ButtonRow>
  );
}
