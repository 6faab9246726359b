import styled from "styled-components";
import { Container } from "./Card.tsx";

/** The dark brand band that holds a job search (the job search page, the landing page's sample). */
export const SearchBand = styled.section<{ $roomy?: boolean }>`
  position: relative;
  overflow: hidden;
  padding: ${({ theme, $roomy }) => ($roomy ? theme.space.xxxl : theme.space.xxl)} 0;
  background:
    radial-gradient(circle at 12% 0%, color-mix(in srgb, ${({ theme }) => theme.colors.brandSoft} 22%, transparent) 0, transparent 40%),
    radial-gradient(circle at 100% 100%, color-mix(in srgb, ${({ theme }) => theme.colors.brand} 45%, transparent) 0, transparent 45%),
    linear-gradient(160deg, ${({ theme }) => theme.colors.brandHover} 0%, ${({ theme }) => theme.colors.ink} 100%);
  &::before {
    content: "";
    position: absolute;
    inset: 0;
    background-image: radial-gradient(color-mix(in srgb, ${({ theme }) => theme.colors.surface} 10%, transparent) 1px, transparent 1.2px);
    background-size: 22px 22px;
    pointer-events: none;
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    padding: ${({ theme, $roomy }) => ($roomy ? theme.space.xxl : theme.space.lg)} 0;
  }
`;

export const SearchBandInner = styled(Container)`
  position: relative;
`;
