import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { Ban, Eye, MoreHorizontal, Pause, Pencil, Play, Trash2, Users, type LucideIcon } from "lucide-react";
import { useState } from "react";
import styled, { css } from "styled-components";
import { jobStatusTransitions } from "../../../shared/jobStatus.ts";
import { Button, ButtonLink } from "../../components/Button.tsx";
import { ConfirmDialog } from "../../components/ConfirmDialog.tsx";
import { MenuContent, MenuItem, MenuRoot, MenuSeparator } from "../../components/Menu.tsx";
import { BusyIcon } from "../../components/Spinner.tsx";
import { fromGlobalId } from "../../relay/ids.ts";
import { useChangeJobStatus } from "./useChangeJobStatusMutation.ts";
import { useDeleteJob } from "./useDeleteJobMutation.ts";

const phone = css`@media (max-width: ${({ theme }) => theme.breakpoints.phone})`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  ${phone} {
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    width: 100%;
    & > * { width: 100%; }
  }
`;

/** Status and delete buttons: inline on wide screens, in 'Mais ações' on phones. */
const WideOnly = styled(Group)`
  ${phone} { display: none; }
`;

const PhoneOnly = styled.div`
  display: none;
  ${phone} { display: contents; }
`;

type JobStatus = keyof typeof jobStatusTransitions;

/** Each change is named for the status it leads to (spec §4, the dashboard's buttons). */
const actionLooks: Record<JobStatus, { label: string; icon: LucideIcon }> = {
  PAUSADA: { label: "Pausar", icon: Pause },
  ATIVA: { label: "Reativar", icon: Play },
  ENCERRADA: { label: "Encerrar", icon: Ban },
};

const isJobStatus = (status: string): status is JobStatus => Object.hasOwn(jobStatusTransitions, status);

/** The changes the rules allow from `status` (shared/jobStatus.ts, which the API enforces). */
const statusActions = (status: string) =>
  isJobStatus(status) ? jobStatusTransitions[status].map((target) => ({ target, ...actionLooks[target] })) : [];

interface Props {
  jobId: string;
  jobTitle: string;
  status: string;
  /** The 'Minhas Vagas' connection, so a deleted job's edge leaves it. */
  connectionId: string;
}

export function CompanyJobActions({ jobId, jobTitle, status, connectionId }: Props) {
  const [changeStatus, changing] = useChangeJobStatus();
  const [deleteJob, deleting] = useDeleteJob();
  const [target, setTarget] = useState<JobStatus | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [confirmingClose, setConfirmingClose] = useState(false);
  const path = `/jobs/${fromGlobalId(jobId)}`;
  const busy = changing || deleting;
  const actions = statusActions(status);

  const change = (next: JobStatus) => {
    setTarget(next);
    changeStatus(jobId, next, { onSettled: () => setConfirmingClose(false) });
  };
  // Closing takes the job out of every search and stops applications, so it asks first; pausing and reactivating do not.
  const run = (next: JobStatus) => (next === "ENCERRADA" ? setConfirmingClose(true) : change(next));

  return (
    <Bar>
      <Group>
        <ButtonLink to={`${path}/candidatos`} $variant="secondary" $size="sm">
          <Users size={16} aria-hidden />
          Ver Candidatos
        </ButtonLink>
        <ButtonLink to={path} $variant="outline" $size="sm">
          <Eye size={16} aria-hidden />
          Ver Detalhes
        </ButtonLink>
        <ButtonLink to={`/job-edit/${fromGlobalId(jobId)}`} $variant="outline" $size="sm">
          <Pencil size={16} aria-hidden />
          Editar
        </ButtonLink>
        <PhoneOnly>
          <MenuRoot modal={false}>
            <DropdownMenu.Trigger asChild>
              <Button type="button" $variant="outline" $size="sm" disabled={busy}>
                {busy ? <BusyIcon size={16} aria-hidden /> : <MoreHorizontal size={16} aria-hidden />}
                Mais ações
              </Button>
            </DropdownMenu.Trigger>
            <DropdownMenu.Portal>
              <MenuContent align="end" sideOffset={6}>
                {actions.map(({ target: next, label, icon: Icon }) => (
                  <MenuItem key={next} onSelect={() => run(next)}>
                    <Icon size={16} aria-hidden />
                    {label}
                  </MenuItem>
                ))}
                <MenuSeparator />
                <MenuItem $danger onSelect={() => setConfirming(true)}>
                  <Trash2 size={16} aria-hidden />
                  Deletar
                </MenuItem>
              </MenuContent>
            </DropdownMenu.Portal>
          </MenuRoot>
        </PhoneOnly>
      </Group>
      <WideOnly>
        {actions.map(({ target: next, label, icon: Icon }) => (
          <Button key={next} type="button" $variant="outline" $size="sm" disabled={busy} onClick={() => run(next)}>
            {changing && target === next ? <BusyIcon size={16} aria-hidden /> : <Icon size={16} aria-hidden />}
            {label}
          </Button>
        ))}
        <Button type="button" $variant="dangerGhost" $size="sm" disabled={busy} onClick={() => setConfirming(true)}>
          <Trash2 size={16} aria-hidden />
          Deletar
        </Button>
      </WideOnly>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        destructive
        title="Deletar esta vaga?"
        description={
          <>
            A vaga <strong>{jobTitle}</strong> e todas as candidaturas recebidas para ela serão removidas permanentemente. Esta
            ação não pode ser desfeita.
          </>
        }
        confirmLabel="Deletar"
        pendingLabel="Deletando…"
        pending={deleting}
        onConfirm={() => deleteJob(jobId, connectionId, { onSuccess: () => setConfirming(false) })}
      />
      <ConfirmDialog
        open={confirmingClose}
        onOpenChange={setConfirmingClose}
        destructive
        title="Encerrar esta vaga?"
        description={
          <>
            A vaga <strong>{jobTitle}</strong> deixará de aparecer nas buscas e não receberá novas candidaturas. As candidaturas já
            recebidas continuam com você, e a vaga pode ser reativada depois.
          </>
        }
        confirmLabel="Encerrar vaga"
        pendingLabel="Encerrando…"
        pending={changing && target === "ENCERRADA"}
        onConfirm={() => change("ENCERRADA")}
      />
    </Bar>
  );
}
