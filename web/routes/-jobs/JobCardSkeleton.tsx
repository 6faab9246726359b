import styled from "styled-components";
import { ArticleCard } from "../../components/Card.tsx";
import { Bone, BoneColumn, BoneRow, SkeletonList } from "../../components/Skeleton.tsx";

function SkeletonCard() {
  return (
    <ArticleCard aria-hidden data-testid="job-card-skeleton">
      <BoneRow $gap={16}>
        <Bone $w="56px" $h={56} $shape="square" />
        <BoneColumn>
          <Bone $w="55%" $h={16} />
          <Bone $w="30%" />
        </BoneColumn>
      </BoneRow>
      <BoneColumn>
        <Bone />
        <Bone $w="80%" />
      </BoneColumn>
      <BoneRow $gap={12}>
        <Bone $w="90px" />
        <Bone $w="80px" />
        <Bone $w="100px" />
      </BoneRow>
    </ArticleCard>
  );
}

const List = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

/** Five placeholder cards while a search loads (spec §9). */
export function JobListSkeleton() {
  return (
    <SkeletonList label="Carregando vagas…" countWidth="90px">
      <List>
        {Array.from({ length: 5 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders that never reorder.
          <SkeletonCard key={index} />
        ))}
      </List>
    </SkeletonList>
  );
}
