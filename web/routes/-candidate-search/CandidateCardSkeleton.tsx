import styled, { keyframes } from "styled-components";
import { CardShell } from "./CandidateSearchCard.tsx";
import { CardGrid } from "./CardGrid.ts";

const shimmer = keyframes`
  from { background-position: 200% 0; }
  to { background-position: -200% 0; }
`;

const Bone = styled.span<{ $w?: string; $h?: number; $round?: boolean }>`
  display: block;
  width: ${({ $w = "100%" }) => $w};
  height: ${({ $h = 12 }) => $h}px;
  flex-shrink: 0;
  border-radius: ${({ theme, $round }) => ($round ? "50%" : theme.radius.pill)};
  background: linear-gradient(
    90deg,
    ${({ theme }) => theme.colors.border} 25%,
    ${({ theme }) => theme.colors.surfaceAlt} 50%,
    ${({ theme }) => theme.colors.border} 75%
  );
  background-size: 200% 100%;
  animation: ${shimmer} 1.4s ease-in-out infinite;
`;

const Row = styled.div<{ $gap?: number }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ $gap = 8 }) => $gap}px;
`;

const Column = styled.div`
  flex: 1;
  display: grid;
  gap: 10px;
`;

const Footer = styled.div`
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

function SkeletonCard() {
  return (
    <CardShell aria-hidden data-testid="candidate-card-skeleton">
      <Row $gap={16}>
        <Bone $w="56px" $h={56} $round />
        <Column>
          <Bone $w="65%" $h={16} />
          <Bone $w="45%" />
        </Column>
      </Row>
      <Column>
        <Bone />
        <Bone $w="85%" />
      </Column>
      <Row>
        <Bone $w="64px" $h={20} />
        <Bone $w="80px" $h={20} />
        <Bone $w="56px" $h={20} />
      </Row>
      <Footer>
        <Bone $h={40} />
      </Footer>
    </CardShell>
  );
}

const CountBone = styled(Bone)`
  margin-bottom: ${({ theme }) => theme.space.md};
`;

/** Five placeholder cards while a search loads (spec §9). */
export function CandidateListSkeleton() {
  return (
    <div role="status" aria-live="polite">
      <span className="visually-hidden">Carregando candidatos…</span>
      <CountBone $w="200px" $h={20} aria-hidden />
      <CardGrid as="div">
        {Array.from({ length: 5 }, (_, index) => (
          <SkeletonCard key={index} />
        ))}
      </CardGrid>
    </div>
  );
}
