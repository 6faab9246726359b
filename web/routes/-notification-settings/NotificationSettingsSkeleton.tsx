import styled, { keyframes } from "styled-components";
import { cardSurface } from "../../components/Card.tsx";

const pulse = keyframes`
  50% { opacity: 0.45; }
`;

const Bones = styled.div`
  ${cardSurface}
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  max-width: 760px;
  padding: ${({ theme }) => theme.space.lg};
  span {
    display: block;
    height: 14px;
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.colors.border};
    animation: ${pulse} 1.4s ease-in-out infinite;
  }
  span:nth-child(odd) { width: 45%; }
  span:nth-child(even) { width: 80%; height: 36px; border-radius: ${({ theme }) => theme.radius.md}; }
`;

/** The form's shape while the preferences load, announced once and hidden from assistive technology. */
export function NotificationSettingsSkeleton() {
  return (
    <div role="status" aria-live="polite" data-testid="notification-settings-skeleton">
      <span className="visually-hidden">Carregando preferências…</span>
      <Bones aria-hidden>
        {[0, 1, 2, 3, 4, 5].map((key) => (
          <span key={key} />
        ))}
      </Bones>
    </div>
  );
}
