import { ArticleCard } from "../../components/Card.tsx";
import { CardList } from "../../components/ListLayout.tsx";
import { Bone, BoneColumn, BoneRow, SkeletonList } from "../../components/Skeleton.tsx";

/** Three placeholder cards, shaped like the saved jobs', while the list loads. */
export function SavedJobsSkeleton() {
  return (
    <SkeletonList label="Carregando vagas salvas…" countWidth="120px">
      <CardList as="div">
        {[0, 1, 2].map((key) => (
          <ArticleCard key={key} aria-hidden data-testid="saved-job-skeleton">
            <BoneRow $gap={16}>
              <Bone $w="48px" $h={48} $shape="square" />
              <BoneColumn>
                <Bone $w="50%" $h={16} />
                <Bone $w="30%" />
              </BoneColumn>
              <Bone $w="70px" $h={22} />
            </BoneRow>
            <BoneRow $gap={12}>
              <Bone $w="140px" />
              <Bone $w="120px" />
            </BoneRow>
          </ArticleCard>
        ))}
      </CardList>
    </SkeletonList>
  );
}
