import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { ArrowRightLeft, Check, ChevronDown, LoaderCircle, X } from "lucide-react";
import { useState } from "react";
import styled, { keyframes } from "styled-components";
import { Button } from "../../components/Button.tsx";
import { ConfirmDialog } from "../../components/ConfirmDialog.tsx";
import { CardButtons } from "./cardParts.ts";
import { companyStatusLabel, nextStatuses, type KnownStatus } from "./applicationStatus.tsx";
import { useChangeCandidaturaStatus } from "./useChangeCandidaturaStatusMutation.ts";

const spin = keyframes`to { transform: rotate(360deg); }`;
const Busy = styled(LoaderCircle)`animation: ${spin} 800ms linear infinite;`;

const Approve = styled(Button)`
  background: ${({ theme }) => theme.colors.success};
  &:hover:not(:disabled) { background: ${({ theme }) => theme.colors.success}; filter: brightness(0.92); }
`;

const Reject = styled(Button)`
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

const MenuLabel = styled(DropdownMenu.Label)`
  padding: 6px 10px;
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.colors.muted};
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

const MenuItem = styled(DropdownMenu.Item)<{ $danger?: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: 10px;
  border-radius: ${({ theme }) => theme.radius.sm};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme, $danger }) => ($danger ? theme.colors.danger : theme.colors.text)};
  cursor: pointer;
  outline: none;
  &[data-highlighted] { background: ${({ theme, $danger }) => ($danger ? theme.colors.dangerSoft : theme.colors.surfaceAlt)}; }
`;

const rejected: KnownStatus = "REJEITADA";
const approved: KnownStatus = "APROVADA";
/** Set by opening the application ('Ver Perfil', 'Ler mais'), not chosen from a menu. */
const seen: KnownStatus = "VISUALIZADA_PELA_EMPRESA";

interface ApplicantActionsProps {
  candidaturaId: string;
  status: string;
  nomeCandidato: string;
  /** Reloads the list after a refusal that means it is out of date. */
  onStale: () => void;
}

/**
 * Aprovar (while the pipeline still allows it), Rejeitar (until the application has ended; asks
 * first, as it cannot be undone) and 'Mover para' with every other allowed next status.
 */
export function ApplicantActions({ candidaturaId, status, nomeCandidato, onStale }: ApplicantActionsProps) {
  const [change, pending] = useChangeCandidaturaStatus();
  const [target, setTarget] = useState<KnownStatus | null>(null);
  const [confirming, setConfirming] = useState(false);
  const next = nextStatuses(status);
  const menu = next.filter((option) => option !== seen);
  if (next.length === 0) return null;

  const move = (to: KnownStatus) => {
    setTarget(to);
    change(candidaturaId, to, { onSuccess: () => setConfirming(false), onStale: () => (setConfirming(false), onStale()) });
  };
  const busy = (to: KnownStatus) => pending && target === to;

  return (
    <CardButtons>
      {next.includes(approved) && (
        <Approve type="button" $size="sm" disabled={pending} onClick={() => move(approved)}>
          {busy(approved) ? <Busy size={16} aria-hidden /> : <Check size={16} aria-hidden />}
          Aprovar
        </Approve>
      )}
      {next.includes(rejected) && (
        <Reject type="button" $variant="outline" $size="sm" disabled={pending} onClick={() => setConfirming(true)}>
          {busy(rejected) ? <Busy size={16} aria-hidden /> : <X size={16} aria-hidden />}
          Rejeitar
        </Reject>
      )}
      {menu.length > 0 && (
        <DropdownMenu.Root modal={false}>
          <DropdownMenu.Trigger asChild>
            <Button type="button" $variant="outline" $size="sm" disabled={pending}>
              {pending && target !== approved && target !== rejected ? (
                <Busy size={16} aria-hidden />
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
            A candidatura de <strong>{nomeCandidato}</strong> será rejeitada e encerrada. Esta ação não pode ser desfeita.
          </>
        }
        confirmLabel="Rejeitar"
        pendingLabel="Rejeitando…"
        pending={pending}
        onConfirm={() => move(rejected)}
      />
    </CardButtons>
  );
}
