import { CalendarClock } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { graphql, useFragment } from "react-relay";
import styled from "styled-components";
import type { NoticeDelivery } from "../../../shared/noticeKinds.ts";
import { Card } from "../../components/Card.tsx";
import { FieldError } from "../../components/Field.tsx";
import { Button } from "../../components/Button.tsx";
import { BusyIcon } from "../../components/Spinner.tsx";
import type { NotificationSettingsForm_user$key } from "./__generated__/NotificationSettingsForm_user.graphql";
import { DeliveryRadioGroup } from "./DeliveryRadioGroup.tsx";
import { useSaveNotificationPreferences } from "./useSaveNotificationPreferences.ts";

const fragment = graphql`
  fragment NotificationSettingsForm_user on User {
    preferenciasNotificacao {
      tipo
      rotulo
      entrega
      padrao
    }
  }
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  max-width: 760px;
`;

const Kinds = styled(Card)`
  padding: 0;
  h2 {
    padding: ${({ theme }) => `${theme.space.lg} ${theme.space.lg} 0`};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    h2 { padding: ${({ theme }) => `${theme.space.md} ${theme.space.md} 0`}; }
    & > p { padding-left: ${({ theme }) => theme.space.md}; padding-right: ${({ theme }) => theme.space.md}; }
  }
`;

const Hint = styled.p`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: flex-start;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.lg} ${theme.space.md}`};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
  svg { flex-shrink: 0; margin-top: 2px; }
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  & > li {
    display: grid;
    gap: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    & > li { padding: ${({ theme }) => theme.space.md}; }
  }
`;

// Not components/EmptyState.tsx nor FormLayout.tsx's buttons: one more screen importing those splits
// them (and what shares their chunk) into chunks of their own, whose names the first load's map carries.
const Empty = styled(Card)`
  max-width: 760px;
  color: ${({ theme }) => theme.colors.muted};
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    & > * { width: 100%; }
  }
`;

const KindName = styled.p`
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.colors.ink};
`;

/** Each kind of notice of the viewer's role with its choice of e-mail, saved together. */
export function NotificationSettingsForm({ user }: { user: NotificationSettingsForm_user$key }) {
  const { preferenciasNotificacao: preferences } = useFragment(fragment, user);
  const [choices, setChoices] = useState<Record<string, NoticeDelivery>>(() =>
    Object.fromEntries(preferences.map((preference) => [preference.tipo, preference.entrega as NoticeDelivery])),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [save, saving] = useSaveNotificationPreferences();
  const id = useId();

  if (preferences.length === 0) {
    return <Empty>Sua conta não recebe nenhum aviso por e-mail por enquanto. Quando houver algum, ele aparece aqui.</Empty>;
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    const sent = preferences.map(({ tipo, entrega }) => ({ tipo, entrega: choices[tipo] ?? (entrega as NoticeDelivery) }));
    save(
      { preferencias: sent },
      {
        // The server names the list entry ("preferencias", index, field): put its message under that kind.
        onInvalid: ({ fieldErrors = [] }) =>
          setErrors(Object.fromEntries(fieldErrors.flatMap(({ path, message }) => (sent[Number(path[1])] ? [[sent[Number(path[1])]!.tipo, message]] : [])))),
      },
    );
  };

  return (
    <Form onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <Kinds>
        <h2 id={`${id}-title`}>E-mails de notificação</h2>
        <Hint>
          <CalendarClock size={16} aria-hidden />
          O resumo diário chega às 8h (horário de Brasília), com os avisos ainda não vistos.
        </Hint>
        <List>
          {preferences.map(({ tipo, rotulo, padrao }) => {
            const error = errors[tipo];
            return (
              <li key={tipo}>
                <KindName id={`${id}-${tipo}`}>{rotulo}</KindName>
                <DeliveryRadioGroup
                  labelledBy={`${id}-${tipo}`}
                  describedBy={error ? `${id}-${tipo}-error` : undefined}
                  value={choices[tipo] ?? (padrao as NoticeDelivery)}
                  defaultValue={padrao as NoticeDelivery}
                  onChange={(value) => setChoices((current) => ({ ...current, [tipo]: value }))}
                />
                {error && (
                  <FieldError id={`${id}-${tipo}-error`} role="alert">
                    {error}
                  </FieldError>
                )}
              </li>
            );
          })}
        </List>
      </Kinds>
      <Actions>
        <Button type="submit" $size="lg" disabled={saving}>
          {saving && <BusyIcon size={18} aria-hidden />}
          {saving ? "Salvando…" : "Salvar preferências"}
        </Button>
      </Actions>
    </Form>
  );
}
