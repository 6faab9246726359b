import styled, { keyframes } from "styled-components";
import { CardShell } from "./JobCard.tsx";

const shimmer = keyframes`
  from { background-position: 200% 0; }
  to { background-position: -200% 0; }
`;

const Bone = styled.span<{ $w?: string; $h?: number; $round?: boolean }>`
  display: block;
  width: ${({ $w = "100%" }) => $w};
  height: ${({ $h = 12 }) => $h}px;
  flex-shrink: 0;
  border-radius: ${({ theme, $round }) => ($round ? theme.radius.md : theme.radius.pill)};
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
  align-items: center;
  gap: ${({ $gap = 12 }) => $gap}px;
`;

const Column = styled.div`
  flex: 1;
  display: grid;
  gap: 10px;
`;

function SkeletonCard() {
  return (
    <CardShell aria-hidden data-testid="job-card-skeleton">
      <Row $gap={16}>
        <Bone $w="56px" $h={56} $round />
        <Column>
          <Bone $w="55%" $h={16} />
          <Bone $w="30%" />
        </Column>
      </Row>
      <Column>
        <Bone />
        <Bone $w="80%" />
      </Column>
      <Row>
        <Bone $w="90px" />
        <Bone $w="80px" />
        <Bone $w="100px" />
      </Row>
    </CardShell>
  );
}

const List = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const CountBone = styled(Bone)`
  margin-bottom: ${({ theme }) => theme.space.md};
`;

/** Five placeholder cards while a search loads (spec §9). */
export function JobListSkeleton() {
  return (
    <div role="status" aria-live="polite">
      <span className="visually-hidden">Carregando vagas…</span>
      <CountBone $w="90px" $h={20} aria-hidden />
      <List>
        {Array.from({ length: 5 }, (_, index) => (
          <SkeletonCard key={index} />
        ))}
      </List>
    </div>
  );
}
