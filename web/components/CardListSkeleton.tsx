import styled, { keyframes } from "styled-components";
import { ArticleCard } from "./Card.tsx";

// Not built from Skeleton.tsx on purpose: a third screen importing that splits it from the search's
// shared chunk, which costs /jobs a chunk (180 B gzip) on a first load at its budget.

const pulse = keyframes`
  50% { opacity: 0.45; }
`;

const Bones = styled(ArticleCard)`
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};
  span {
    display: block;
    height: 14px;
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.colors.border};
    animation: ${pulse} 1.4s ease-in-out infinite;
  }
  span:first-child { width: 55%; height: 18px; }
  span:last-child { width: 35%; }
`;

/** Three placeholder cards while a list loads ('Carregando alertas…'), announced once and hidden from assistive technology. */
export function CardListSkeleton({ label, testId }: { label: string; testId: string }) {
  return (
    <div role="status" aria-live="polite" data-testid={testId}>
      <span className="visually-hidden">{label}</span>
      {[0, 1, 2].map((key) => (
        <Bones key={key} aria-hidden>
          <span />
          <span />
          <span />
        </Bones>
      ))}
    </div>
  );
}
