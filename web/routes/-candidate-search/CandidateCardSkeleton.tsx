import styled from "styled-components";
import { ArticleCard } from "../../components/Card.tsx";
import { CardGrid } from "../../components/ListLayout.tsx";
import { Bone, BoneColumn, BoneRow, SkeletonList } from "../../components/Skeleton.tsx";

const Footer = styled.div`
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

function SkeletonCard() {
  return (
    <ArticleCard aria-hidden data-testid="candidate-card-skeleton">
      <BoneRow $gap={16}>
        <Bone $w="56px" $h={56} $shape="circle" />
        <BoneColumn>
          <Bone $w="65%" $h={16} />
          <Bone $w="45%" />
        </BoneColumn>
      </BoneRow>
      <BoneColumn>
        <Bone />
        <Bone $w="85%" />
      </BoneColumn>
      <BoneRow>
        <Bone $w="64px" $h={20} />
        <Bone $w="80px" $h={20} />
        <Bone $w="56px" $h={20} />
      </BoneRow>
      <Footer>
        <Bone $h={40} />
      </Footer>
    </ArticleCard>
  );
}

/** Five placeholder cards while a search loads (spec §9). */
export function CandidateListSkeleton() {
  return (
    <SkeletonList label="Carregando candidatos…" countWidth="200px">
      <CardGrid as="div">
        {Array.from({ length: 5 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders that never reorder.
          <SkeletonCard key={index} />
        ))}
      </CardGrid>
    </SkeletonList>
  );
}
