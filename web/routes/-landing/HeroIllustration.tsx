import styled from "styled-components";
import { GhostCard, SampleJobCard, SampleNotifications } from "./HeroCards.tsx";

const Visual = styled.div`
  position: relative;
  min-height: 420px;
  display: grid;
  place-items: center;
  @media (max-width: ${({ theme }) => theme.breakpoints.tablet}) {
    min-height: 380px;
    max-width: 520px;
    width: 100%;
    margin: 0 auto;
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    min-height: 0;
    padding: 64px 0 72px;
  }
`;

const Backdrop = styled.div`
  position: absolute;
  inset: 8% 4% 8% 10%;
  border-radius: 32px;
  background:
    radial-gradient(circle at 85% 12%, color-mix(in srgb, ${({ theme }) => theme.colors.brandSoft} 45%, transparent) 0, transparent 42%),
    linear-gradient(145deg, ${({ theme }) => theme.colors.brand} 0%, ${({ theme }) => theme.colors.brandHover} 60%, ${({ theme }) => theme.colors.ink} 130%);
  box-shadow: ${({ theme }) => theme.shadow.lg};
  transform: rotate(-3deg);
  &::before,
  &::after {
    content: "";
    position: absolute;
    border-radius: 50%;
    border: 1px solid color-mix(in srgb, ${({ theme }) => theme.colors.surface} 22%, transparent);
  }
  &::before { width: 220px; height: 220px; left: -60px; bottom: -70px; }
  &::after { width: 140px; height: 140px; left: -20px; bottom: -30px; }
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    inset: 6% 2% 6% 2%;
    border-radius: 24px;
  }
`;

const Dots = styled.div`
  position: absolute;
  right: 2%;
  bottom: 2%;
  width: 120px;
  height: 80px;
  background-image: radial-gradient(${({ theme }) => theme.colors.brand} 1.5px, transparent 1.6px);
  background-size: 14px 14px;
  opacity: 0.35;
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) { display: none; }
`;

/** The hero's picture: a job card with two notifications around it. Decorative (aria-hidden, nothing to interact with). */
export function HeroIllustration() {
  return (
    <Visual aria-hidden="true">
      <Backdrop />
      <Dots />
      <GhostCard>
        <span />
        <span />
      </GhostCard>
      <SampleJobCard />
      <SampleNotifications />
    </Visual>
  );
}
