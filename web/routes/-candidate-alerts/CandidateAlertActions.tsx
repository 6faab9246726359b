import type { LinkProps } from "@tanstack/react-router";
import { Bell, BellOff, ExternalLink, Pencil, Trash2 } from "lucide-react";
import { lazy, useState } from "react";
import styled from "styled-components";
import { Button, ButtonLink } from "../../components/Button.tsx";
import { ConfirmDialog } from "../../components/ConfirmDialog.tsx";
import { DialogTrigger } from "../../components/DialogTrigger.tsx";
import { BusyIcon } from "../../components/Spinner.tsx";
import { useDeleteAlert, usePauseAlert, useRenameAlert, useResumeAlert } from "./useAlertMutations.ts";

const RenameAlertDialogContent = lazy(() => import("./RenameAlertDialogContent.tsx").then((module) => ({ default: module.RenameAlertDialogContent })));

/** In a row; on phones two by two, each button half the card wide. */
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    width: 100%;
  }
`;

interface Props {
  alertId: string;
  name: string;
  active: boolean;
  /** /jobs with the alert's search, as the server writes it for its notices. */
  searchLink: string;
  /** The card's title, so each button says which alert it acts on. */
  describedBy: string;
}

/** 'Ver vagas' (the search on /jobs), 'Renomear', 'Pausar' or 'Retomar', and 'Excluir' after a confirmation. */
export function CandidateAlertActions({ alertId, name, active, searchLink, describedBy }: Props) {
  const [pause, pausing] = usePauseAlert();
  const [resume, resuming] = useResumeAlert();
  const [remove, removing] = useDeleteAlert();
  const renaming = useRenameAlert();
  const [confirming, setConfirming] = useState(false);
  const toggling = pausing || resuming;
  const toggle = () => (active ? pause : resume)({ id: alertId });

  return (
    <Actions>
      {/* The query as the router's `search` (its types, with no registered route tree, take no object there). */}
      <ButtonLink to="/jobs" search={Object.fromEntries(new URLSearchParams(searchLink.split("?")[1])) as unknown as LinkProps["search"]} $variant="secondary" $size="sm" aria-describedby={describedBy}>
        <ExternalLink size={16} aria-hidden />
        Ver vagas
      </ButtonLink>
      <DialogTrigger
        trigger={
          <Button $variant="outline" $size="sm" aria-describedby={describedBy}>
            <Pencil size={16} aria-hidden />
            Renomear
          </Button>
        }
      >
        {(control) => <RenameAlertDialogContent control={control} alertId={alertId} name={name} renaming={renaming} />}
      </DialogTrigger>
      <Button type="button" $variant="outline" $size="sm" disabled={toggling} aria-busy={toggling} aria-describedby={describedBy} onClick={toggle}>
        {toggling ? <BusyIcon size={16} aria-hidden /> : active ? <BellOff size={16} aria-hidden /> : <Bell size={16} aria-hidden />}
        {active ? "Pausar" : "Retomar"}
      </Button>
      <Button type="button" $variant="dangerOutline" $size="sm" disabled={removing} aria-describedby={describedBy} onClick={() => setConfirming(true)}>
        <Trash2 size={16} aria-hidden />
        Excluir
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Excluir alerta?"
        description={`O alerta "${name}" deixará de avisar você sobre vagas novas. As notificações que ele já enviou continuam em Notificações.`}
        confirmLabel="Excluir alerta"
        pendingLabel="Excluindo…"
        destructive
        pending={removing}
        onConfirm={() => remove({ id: alertId }, { onSettled: () => setConfirming(false) })}
      />
    </Actions>
  );
}
