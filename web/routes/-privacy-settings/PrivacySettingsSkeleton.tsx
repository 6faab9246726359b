import { Bone } from "../../components/Skeleton.tsx";
import { Section, Sections } from "./sectionParts.ts";

/** The page's cards while its data loads, announced once and hidden from assistive technology. */
export function PrivacySettingsSkeleton() {
  return (
    <div role="status" aria-live="polite" data-testid="privacy-skeleton">
      <span className="visually-hidden">Carregando seus dados…</span>
      <Sections aria-hidden>
        {[0, 1, 2].map((key) => (
          <Section as="div" key={key}>
            <Bone $w="40%" $h={20} />
            <Bone $w="90%" />
            <Bone $w="220px" $h={40} $shape="square" />
          </Section>
        ))}
      </Sections>
    </div>
  );
}
