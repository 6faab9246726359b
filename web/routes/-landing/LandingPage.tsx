import styled from "styled-components";
import { Benefits } from "./Benefits.tsx";
import { CallToAction } from "./CallToAction.tsx";
import { Footer } from "./Footer.tsx";
import { Hero } from "./Hero.tsx";
import { SampleSearch } from "./SampleSearch.tsx";
import { Stats } from "./Stats.tsx";
import { WhyChooseUs } from "./WhyChooseUs.tsx";
import { useDocumentTitle } from "../../components/useDocumentTitle.ts";

const Main = styled.main`
  background: ${({ theme }) => theme.colors.surface};
  overflow-x: clip;
`;

/** Public marketing page (spec §2 "Landing page"); signed-in users are redirected by the route before it renders. */
export function LandingPage() {
  useDocumentTitle("Vagas e talentos no Brasil");
  return (
    <>
      <Main>
        <Hero />
        <Stats />
        <Benefits />
        <SampleSearch />
        <WhyChooseUs />
        <CallToAction />
      </Main>
      <Footer />
    </>
  );
}
