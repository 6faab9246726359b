import type { ReactNode } from "react";
import styled, { keyframes } from "styled-components";

const shimmer = keyframes`
  from { background-position: 200% 0; }
  to { background-position: -200% 0; }
`;

/** A grey placeholder line (or a round/square picture with `$shape`) while content loads. */
export const Bone = styled.span<{ $w?: string; $h?: number; $shape?: "circle" | "square" }>`
  display: block;
  width: ${({ $w = "100%" }) => $w};
  height: ${({ $h = 12 }) => $h}px;
  flex-shrink: 0;
  border-radius: ${({ theme, $shape }) => ($shape === "circle" ? "50%" : $shape === "square" ? theme.radius.md : theme.radius.pill)};
  background: linear-gradient(
    90deg,
    ${({ theme }) => theme.colors.border} 25%,
    ${({ theme }) => theme.colors.surfaceAlt} 50%,
    ${({ theme }) => theme.colors.border} 75%
  );
  background-size: 200% 100%;
  animation: ${shimmer} 1.4s ease-in-out infinite;
`;

export const BoneRow = styled.div<{ $gap?: number }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ $gap = 8 }) => $gap}px;
`;

export const BoneColumn = styled.div`
  flex: 1;
  display: grid;
  gap: 10px;
`;

const CountBone = styled(Bone)`
  margin-bottom: ${({ theme }) => theme.space.md};
`;

/** Placeholder cards while a search loads (spec §9): announced once, hidden from assistive technology. */
export function SkeletonList({ label, countWidth, children }: { label: string; countWidth: string; children: ReactNode }) {
  return (
    <div role="status" aria-live="polite">
      <span className="visually-hidden">{label}</span>
      <CountBone $w={countWidth} $h={20} aria-hidden />
      {children}
    </div>
  );
}
