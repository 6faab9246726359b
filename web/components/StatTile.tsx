import { Link } from "@tanstack/react-router";
import type { LucideIcon } from "lucide-react";
import styled, { css } from "styled-components";
import { cardSurface } from "./Card.tsx";
import { IconBox } from "./IconBox.ts";
import { formatCount } from "../format.ts";

const tileStyles = css`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  ${cardSurface}
  color: inherit;
  text-decoration: none;
`;

const LinkTile = styled(Link)`
  ${tileStyles}
  transition: box-shadow 120ms ease, transform 120ms ease, border-color 120ms ease;
  &:hover { box-shadow: ${({ theme }) => theme.shadow.md}; border-color: ${({ theme }) => theme.colors.brand}; transform: translateY(-1px); }
`;

const StaticTile = styled.div`
  ${tileStyles}
`;

const Texts = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

const Title = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.colors.ink};
`;

const Figure = styled.span`
  display: flex;
  align-items: baseline;
  gap: 6px;
  flex-wrap: wrap;
`;

const Value = styled.span`
  font-size: ${({ theme }) => theme.font.size.xxl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme }) => theme.colors.ink};
  line-height: 1.1;
`;

const Caption = styled.span`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

export const TileGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
  gap: ${({ theme }) => theme.space.md};
`;

interface StatTileProps {
  icon: LucideIcon;
  title: string;
  /** A count, shown large; omit for a plain navigation tile. */
  value?: number;
  caption?: string;
  to?: string;
}

/** A dashboard tile: a link to a screen, optionally with a count. */
export function StatTile({ icon: Icon, title, value, caption, to }: StatTileProps) {
  const body = (
    <>
      <IconBox aria-hidden>
        <Icon size={22} />
      </IconBox>
      <Texts>
        <Title>{title}</Title>
        {value !== undefined ? (
          <Figure>
            <Value>{formatCount(value)}</Value>
            {caption && <Caption>{caption}</Caption>}
          </Figure>
        ) : (
          caption && <Caption>{caption}</Caption>
        )}
      </Texts>
    </>
  );
  return to ? (
    <LinkTile to={to} data-testid={`tile-${title}`}>
      {body}
    </LinkTile>
  ) : (
    <StaticTile data-testid={`tile-${title}`}>{body}</StaticTile>
  );
}
