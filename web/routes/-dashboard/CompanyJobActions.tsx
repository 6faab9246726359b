import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { Ban, Eye, LoaderCircle, MoreHorizontal, Pause, Pencil, Play, Trash2, Users } from "lucide-react";
import { useState } from "react";
import styled, { css, keyframes } from "styled-components";
import { Button, ButtonLink } from "../../components/Button.tsx";
import { ConfirmDialog } from "../../components/ConfirmDialog.tsx";
import { fromGlobalId } from "../../relay/ids.ts";
import type { StatusVaga } from "./__generated__/useChangeVagaStatusMutation.graphql";
import { useChangeVagaStatus } from "./useChangeVagaStatusMutation.ts";
import { useDeleteVaga } from "./useDeleteVagaMutation.ts";

const spin = keyframes`to { transform: rotate(360deg); }`;
const Busy = styled(LoaderCircle)`animation: ${spin} 800ms linear infinite;`;

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

const DangerGhost = styled(Button)`
  color: ${({ theme }) => theme.colors.danger};
  &:hover:not(:disabled) { background: ${({ theme }) => theme.colors.dangerSoft}; }
`;

const MenuContent = styled(DropdownMenu.Content)`
  min-width: 200px;
  padding: 6px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  z-index: 60;
`;

const MenuItem = styled(DropdownMenu.Item)<{ $danger?: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: 10px;
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme, $danger }) => ($danger ? theme.colors.danger : theme.colors.text)};
  cursor: pointer;
  outline: none;
  &[data-highlighted] { background: ${({ theme, $danger }) => ($danger ? theme.colors.dangerSoft : theme.colors.surfaceAlt)}; }
  &[data-disabled] { opacity: 0.5; cursor: not-allowed; }
`;

const Separator = styled(DropdownMenu.Separator)`
  height: 1px;
  margin: 6px 0;
  background: ${({ theme }) => theme.colors.border};
`;

interface StatusAction {
  target: StatusVaga;
  label: string;
  icon: typeof Pause;
}

/** The spec's transitions from the dashboard (§4): Pausar only when ATIVA, Reativar when PAUSADA or ENCERRADA, Encerrar unless ENCERRADA. */
function statusActions(status: string): StatusAction[] {
  const actions: StatusAction[] = [];
  if (status === "ATIVA") actions.push({ target: "PAUSADA", label: "Pausar", icon: Pause });
  if (status === "PAUSADA" || status === "ENCERRADA") actions.push({ target: "ATIVA", label: "Reativar", icon: Play });
  if (status !== "ENCERRADA") actions.push({ target: "ENCERRADA", label: "Encerrar", icon: Ban });
  return actions;
}

interface Props {
  id: string;
  titulo: string;
  status: string;
  /** The 'Minhas Vagas' connection, so a deleted job's edge leaves it. */
  connectionId: string;
}

export function CompanyJobActions({ id, titulo, status, connectionId }: Props) {
  const [changeStatus, changing] = useChangeVagaStatus();
  const [deleteVaga, deleting] = useDeleteVaga();
  const [target, setTarget] = useState<StatusVaga | null>(null);
  const [confirming, setConfirming] = useState(false);
  const jobId = fromGlobalId(id);
  const busy = changing || deleting;
  const actions = statusActions(status);

  const run = (next: StatusVaga) => {
    setTarget(next);
    changeStatus(id, next);
  };

  return (
    <Bar>
      <Group>
        <ButtonLink to={`/jobs/${jobId}/candidatos`} $variant="secondary" $size="sm">
          <Users size={16} aria-hidden />
          Ver Candidatos
        </ButtonLink>
        <ButtonLink to={`/jobs/${jobId}`} $variant="outline" $size="sm">
          <Eye size={16} aria-hidden />
          Ver Detalhes
        </ButtonLink>
        <ButtonLink to={`/job-edit/${jobId}`} $variant="outline" $size="sm">
          <Pencil size={16} aria-hidden />
          Editar
        </ButtonLink>
        <PhoneOnly>
          <DropdownMenu.Root modal={false}>
            <DropdownMenu.Trigger asChild>
              <Button type="button" $variant="outline" $size="sm" disabled={busy}>
                {busy ? <Busy size={16} aria-hidden /> : <MoreHorizontal size={16} aria-hidden />}
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
                <Separator />
                <MenuItem $danger onSelect={() => setConfirming(true)}>
                  <Trash2 size={16} aria-hidden />
                  Deletar
                </MenuItem>
              </MenuContent>
            </DropdownMenu.Portal>
          </DropdownMenu.Root>
        </PhoneOnly>
      </Group>
      <WideOnly>
        {actions.map(({ target: next, label, icon: Icon }) => (
          <Button key={next} type="button" $variant="outline" $size="sm" disabled={busy} onClick={() => run(next)}>
            {changing && target === next ? <Busy size={16} aria-hidden /> : <Icon size={16} aria-hidden />}
            {label}
          </Button>
        ))}
        <DangerGhost type="button" $variant="ghost" $size="sm" disabled={busy} onClick={() => setConfirming(true)}>
          <Trash2 size={16} aria-hidden />
          Deletar
        </DangerGhost>
      </WideOnly>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        destructive
        title="Deletar esta vaga?"
        description={
          <>
            A vaga <strong>{titulo}</strong> e todas as candidaturas recebidas para ela serão removidas permanentemente. Esta
            ação não pode ser desfeita.
          </>
        }
        confirmLabel="Deletar"
        pendingLabel="Deletando…"
        pending={deleting}
        onConfirm={() => deleteVaga(id, connectionId, { onSuccess: () => setConfirming(false) })}
      />
    </Bar>
  );
}
