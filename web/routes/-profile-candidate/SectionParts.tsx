import { Pencil, Plus, Trash2 } from "lucide-react";
import { useId, useState, type ReactNode } from "react";
import styled from "styled-components";
import { Button } from "../../components/Button.tsx";
import { ConfirmDialog } from "../../components/ConfirmDialog.tsx";
import { BusyIcon } from "../../components/Spinner.tsx";
import { formatCalendarDate } from "../../format.ts";

// Pieces the five list sections share: the list with in-place editing and a
// confirmed removal, the add box, the form's buttons and the date period.

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const Item = styled.li<{ $editing?: boolean }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme, $editing }) => ($editing ? theme.colors.brand : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme, $editing }) => ($editing ? `0 0 0 3px ${theme.colors.brandSoft}` : "none")};
  & > :first-child { flex: 1; min-width: 0; }
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    flex-direction: column;
    gap: ${({ theme }) => theme.space.sm};
  }
`;

const ItemActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  flex-shrink: 0;
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    align-self: stretch;
    & > button { flex: 1; }
  }
`;

export const Empty = styled.p`
  padding: ${({ theme }) => theme.space.lg};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.muted};
  text-align: center;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** An item's text: a bold title, a line under it, small details. */
export const ItemTitle = styled.h3`
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  overflow-wrap: anywhere;
`;

export const ItemLine = styled.p`
  margin-top: 2px;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
`;

export const ItemMeta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
  svg { flex-shrink: 0; }
`;

/** An icon and its text, kept together when the line wraps. */
export const MetaPart = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  white-space: nowrap;
`;

export const ItemText = styled.p`
  margin-top: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const AddPanel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border: 1px solid ${({ theme }) => theme.colors.border};
  h3 {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.font.size.md};
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    padding: ${({ theme }) => theme.space.md};
  }
`;

/** The titled box around a section's add form. */
export function AddBox({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <AddPanel aria-labelledby={headingId}>
      <h3 id={headingId}>
        <Plus size={18} aria-hidden />
        {title}
      </h3>
      {children}
    </AddPanel>
  );
}

const ActionsRow = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    flex-direction: column-reverse;
    & > button { width: 100%; }
  }
`;

/** 'Cancelar' (when editing) and the submit button with its pending state. */
export function FormButtons({ label, pending, onCancel }: { label: string; pending: boolean; onCancel?: () => void }) {
  return (
    <ActionsRow>
      {onCancel && (
        <Button type="button" $variant="outline" onClick={onCancel} disabled={pending}>
          Cancelar
        </Button>
      )}
      <Button type="submit" disabled={pending}>
        {pending && <BusyIcon size={16} aria-hidden />}
        {pending ? "Salvando…" : label}
      </Button>
    </ActionsRow>
  );
}

export const ItemFormBox = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  width: 100%;
`;

/** '01/02/2020 – Atual': an empty end date means it is still going on. */
export function period(inicio: unknown, fim: unknown): string {
  const start = typeof inicio === "string" && inicio ? formatCalendarDate(inicio) : null;
  const end = typeof fim === "string" && fim ? formatCalendarDate(fim) : "Atual";
  return start ? `${start} – ${end}` : end;
}

interface EditableListProps<T extends { readonly id: string }> {
  items: readonly T[];
  /** e.g. 'Nenhuma formação cadastrada' */
  empty: string;
  /** The item as read aloud on its buttons, e.g. 'formação Engenharia na USP'. */
  describe: (item: T) => string;
  /** The dialog's texts: 'Remover formação?' … */
  removeTitle: string;
  removeText: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  renderEdit: (item: T, close: () => void) => ReactNode;
  onRemove: (item: T, done: () => void) => void;
  removing: boolean;
}

/** A section's items: 'Editar' turns an item into its form; 'Remover' asks first. */
export function EditableList<T extends { readonly id: string }>(props: EditableListProps<T>) {
  const { items, empty, describe, removeTitle, removeText, renderItem, renderEdit, onRemove, removing } = props;
  const [editing, setEditing] = useState<string | null>(null);
  const [removal, setRemoval] = useState<T | null>(null);

  if (items.length === 0) return <Empty>{empty}</Empty>;
  return (
    <>
      <List>
        {items.map((item) =>
          item.id === editing ? (
            <Item key={item.id} $editing>
              {renderEdit(item, () => setEditing(null))}
            </Item>
          ) : (
            <Item key={item.id}>
              <div>{renderItem(item)}</div>
              <ItemActions>
                <Button type="button" $variant="outline" $size="sm" aria-label={`Editar ${describe(item)}`} onClick={() => setEditing(item.id)}>
                  <Pencil size={14} aria-hidden />
                  Editar
                </Button>
                <Button type="button" $variant="ghost" $size="sm" aria-label={`Remover ${describe(item)}`} onClick={() => setRemoval(item)}>
                  <Trash2 size={14} aria-hidden />
                  Remover
                </Button>
              </ItemActions>
            </Item>
          ),
        )}
      </List>
      <ConfirmDialog
        open={removal !== null}
        onOpenChange={(open) => !open && setRemoval(null)}
        title={removeTitle}
        description={removal ? removeText(removal) : ""}
        confirmLabel="Remover"
        pendingLabel="Removendo…"
        destructive
        pending={removing}
        onConfirm={() => removal && onRemove(removal, () => setRemoval(null))}
      />
    </>
  );
}
