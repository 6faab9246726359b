import styled from "styled-components";
import { buttonStyles, type ButtonStyleProps } from "../../components/Button.tsx";
import { Card } from "../../components/Card.tsx";

// The privacy page's parts: one card per right, stacked in a readable column.

export const Sections = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  max-width: 760px;
`;

export const Section = styled(Card)<{ $danger?: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  ${({ theme, $danger }) => ($danger ? `border-color: color-mix(in srgb, ${theme.colors.danger} 35%, ${theme.colors.border});` : "")}
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    padding: ${({ theme }) => theme.space.md};
  }
`;

export const SectionTitle = styled.h2`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.size.lg};
  svg { flex-shrink: 0; color: ${({ theme }) => theme.colors.brand}; }
`;

export const SectionText = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  a { color: ${({ theme }) => theme.colors.brandHover}; font-weight: ${({ theme }) => theme.font.weight.semibold}; }
`;

export const Facts = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding-left: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.text};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    flex-direction: column;
    & > * { width: 100%; }
  }
`;

/** A file the server sends (Content-Disposition: attachment): a plain link, so it works before any script. */
export const DownloadLink = styled.a<ButtonStyleProps>`
  ${buttonStyles}
`;
