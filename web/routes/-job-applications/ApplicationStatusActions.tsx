import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { ArrowRightLeft, Check, ChevronDown, X } from "lucide-react";
import { useState } from "react";
import { Button } from "../../components/Button.tsx";
import { ConfirmDialog } from "../../components/ConfirmDialog.tsx";
import { ButtonRow } from "../../components/ListLayout.tsx";
import { MenuContent, MenuItem, MenuLabel } from "../../components/Menu.tsx";
import { BusyIcon } from "../../components/Spinner.tsx";
import { companyStatusLabel, nextStatuses, type ApplicationStatus } from "../../features/applications/applicationStatus.ts";
import { useChangeApplicationStatus } from "./useChangeApplicationStatusMutation.ts";

const rejected: ApplicationStatus = "REJEITADA";
const approved: ApplicationStatus = "APROVADA";
/** Set by opening the application ('Ver Perfil', 'Ler mais'), not chosen from a menu. */
const seen: ApplicationStatus = "VISUALIZADA_PELA_EMPRESA";

interface ApplicationStatusActionsProps {
  applicationId: string;
  status: string;
  candidateName: string;
  /** Reloads the list after a refusal that means it is out of date. */
  onStale: () => void;
}

/**
 * Aprovar (while the pipeline still allows it), Rejeitar (until the application has ended; asks
 * first, as it cannot be undone) and 'Mover para' with every other allowed next status.
 */
export function ApplicationStatusActions({ applicationId, status, candidateName, onStale }: ApplicationStatusActionsProps) {
  const [change, pending] = useChangeApplicationStatus();
  const [target, setTarget] = useState<ApplicationStatus | null>(null);
  const [confirming, setConfirming] = useState(false);
  const next = nextStatuses(status);
  const menu = next.filter((option) => option !== seen);
  if (next.length === 0) return null;

  const move = (to: ApplicationStatus) => {
    setTarget(to);
    change(applicationId, to, { onSuccess: () => setConfirming(false), onStale: () => {
        setConfirming(false);
        onStale();
      },
    });
  };
  const busy = (to: ApplicationStatus) => pending && target === to;

  return (
    <ButtonRow>
      {next.includes(approved) && (
        <Button type="button" $variant="success" $size="sm" disabled={pending} onClick={() => move(approved)}>
          {busy(approved) ? <BusyIcon size={16} aria-hidden /> : <Check size={16} aria-hidden />}
          Aprovar
        </Button>
      )}
      {next.includes(rejected) && (
        <Button type="button" $variant="dangerOutline" $size="sm" disabled={pending} onClick={() => setConfirming(true)}>
          {busy(rejected) ? <BusyIcon size={16} aria-hidden /> : <X size={16} aria-hidden />}
          Rejeitar
        </Button>
      )}
      {menu.length > 0 && (
        <DropdownMenu.Root modal={false}>
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
                  onSelect={() => (option === rejected ? setConfirming(true) : move(option))}
                >
                  {companyStatusLabel(option)}
                </MenuItem>
              ))}
            </MenuContent>
          </DropdownMenu.Portal>
        </DropdownMenu.Root>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        destructive
        title="Rejeitar esta candidatura?"
        description={
          <>
            A candidatura de <strong>{candidateName}</strong> será rejeitada e encerrada. Esta ação não pode ser desfeita.
          </>
        }
        confirmLabel="Rejeitar"
        pendingLabel="Rejeitando…"
        pending={pending}
        onConfirm={() => move(rejected)}
      />
    </ButtonRow>
  );
}
