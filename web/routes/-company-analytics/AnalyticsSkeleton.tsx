import styled from "styled-components";
import { cardSurface } from "../../components/Card.tsx";
import { Bone } from "../../components/Skeleton.tsx";
import { Tile, Tiles } from "./AnalyticsTiles.tsx";

const Block = styled.div<{ $h: number }>`
  ${cardSurface}
  height: ${({ $h }) => $h}px;
  padding: ${({ theme }) => theme.space.lg};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

/** Grey shapes where the numbers will be, announced once and hidden from assistive technology. */
export function AnalyticsSkeleton({ withFilters = false }: { withFilters?: boolean }) {
  return (
    <div role="status" aria-live="polite" data-testid="analytics-loading">
      <span className="visually-hidden">Carregando análises…</span>
      <div aria-hidden>
        {withFilters && (
          <Block $h={88}>
            <Bone $w="40%" $h={36} />
          </Block>
        )}
        <Tiles as="div">
          {[0, 1, 2, 3].map((tile) => (
            <Tile as="div" key={tile}>
              <Bone $w="50%" $h={16} />
              <Bone $w="35%" $h={30} />
              <Bone $w="70%" $h={12} />
            </Tile>
          ))}
        </Tiles>
        <Block $h={360}>
          <Bone $w="45%" $h={18} />
        </Block>
      </div>
    </div>
  );
}
