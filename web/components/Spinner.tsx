import { LoaderCircle } from "lucide-react";
import styled, { keyframes } from "styled-components";

/** One turn; every spinning thing in the app uses it. */
export const spin = keyframes`to { transform: rotate(360deg); }`;

export const Spinner = styled.span<{ $size?: number }>`
  display: inline-block;
  width: ${({ $size = 20 }) => $size}px;
  height: ${({ $size = 20 }) => $size}px;
  border: 3px solid ${({ theme }) => theme.colors.brandSoft};
  border-top-color: ${({ theme }) => theme.colors.brand};
  border-radius: 50%;
  animation: ${spin} 700ms linear infinite;
`;

/** The loader icon, turning: inside a button (or over a picture) while its action runs. */
export const BusyIcon = styled(LoaderCircle)`
  animation: ${spin} 800ms linear infinite;
`;

const Centered = styled.div`
  display: grid;
  place-items: center;
  min-height: 60vh;
`;

/** Shown while the current user or a screen's data is loading. */
export function CenteredSpinner() {
  return (
    <Centered role="status" aria-live="polite">
      <Spinner $size={40} />
      <span className="visually-hidden">Carregando…</span>
    </Centered>
  );
}
