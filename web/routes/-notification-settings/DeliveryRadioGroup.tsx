import * as RadioGroup from "@radix-ui/react-radio-group";
import styled from "styled-components";
import { noticeDeliveryLabels, type NoticeDelivery } from "../../../shared/noticeKinds.ts";

// One kind's choice of e-mail: 'Na hora', 'Resumo diário' or 'Não receber'. A
// Radix radio group: Tab reaches the chosen option, the arrow keys move the
// choice, and screen readers hear a group of radios named by the kind. It has
// no orientation, so every arrow key works, whether the options sit in a row
// or (on phones) in a column.

const deliveries = Object.keys(noticeDeliveryLabels) as NoticeDelivery[];

const Root = styled(RadioGroup.Root)`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    flex-direction: column;
  }
`;

const Option = styled(RadioGroup.Item)`
  display: inline-flex;
  align-items: center;
  gap: 10px;
  min-height: 44px;
  padding: 8px 16px 8px 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-align: left;
  cursor: pointer;
  transition: border-color 120ms ease, background 120ms ease;
  &:hover { border-color: ${({ theme }) => theme.colors.brand}; }
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
  &[data-state="checked"] {
    border-color: ${({ theme }) => theme.colors.brand};
    background: ${({ theme }) => theme.colors.brandSoft};
    color: ${({ theme }) => theme.colors.ink};
  }
`;

/** The round mark: an empty ring, filled with a dot when chosen. */
const Mark = styled.span`
  display: grid;
  place-items: center;
  flex-shrink: 0;
  width: 18px;
  height: 18px;
  border: 2px solid ${({ theme }) => theme.colors.muted};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surface};
  [data-state="checked"] > & { border-color: ${({ theme }) => theme.colors.brand}; }
`;

const Dot = styled(RadioGroup.Indicator)`
  width: 8px;
  height: 8px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.brand};
`;

const Default = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-weight: ${({ theme }) => theme.font.weight.regular};
`;

interface DeliveryRadioGroupProps {
  /** The id of the kind's label, which names the group. */
  labelledBy: string;
  /** The id of an error under it, when there is one. */
  describedBy?: string;
  value: NoticeDelivery;
  /** Marked '(padrão)'. */
  defaultValue: NoticeDelivery;
  onChange: (value: NoticeDelivery) => void;
}

export function DeliveryRadioGroup({ labelledBy, describedBy, value, defaultValue, onChange }: DeliveryRadioGroupProps) {
  return (
    <Root
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      value={value}
      onValueChange={(next) => onChange(next as NoticeDelivery)}
    >
      {deliveries.map((delivery) => (
        <Option key={delivery} value={delivery}>
          <Mark aria-hidden>
            <Dot />
          </Mark>
          <span>
            {noticeDeliveryLabels[delivery]}
            {delivery === defaultValue && <Default> (padrão)</Default>}
          </span>
        </Option>
      ))}
    </Root>
  );
}
