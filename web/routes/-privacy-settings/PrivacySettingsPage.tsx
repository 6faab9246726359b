import { Suspense } from "react";
import { usePreloadedQuery, type PreloadedQuery } from "react-relay";
import { ListPage } from "../../components/PageHeader.tsx";
import { AccessDenied } from "../../components/StatusPages.tsx";
import { useDocumentTitle } from "../../components/useDocumentTitle.ts";
import { privacySettingsRoute } from "../conta.privacidade.tsx";
import type { PrivacySettingsQuery } from "./__generated__/PrivacySettingsQuery.graphql";
import { ConsentsSection } from "./ConsentsSection.tsx";
import { DataOfficerSection } from "./DataOfficerSection.tsx";
import { DeleteAccountSection } from "./DeleteAccountSection.tsx";
import { DownloadsSection } from "./DownloadsSection.tsx";
import { PrivacySettingsSkeleton } from "./PrivacySettingsSkeleton.tsx";
import { privacySettingsQuery } from "./PrivacySettingsQuery.ts";
import { ProfileViewsSection } from "./ProfileViewsSection.tsx";
import { Sections } from "./sectionParts.ts";

function Content({ queryRef }: { queryRef: PreloadedQuery<PrivacySettingsQuery> }) {
  const { viewer } = usePreloadedQuery<PrivacySettingsQuery>(privacySettingsQuery, queryRef);
  if (!viewer) return <AccessDenied />;
  const candidate = viewer.userType === "CANDIDATO";
  return (
    <Sections>
      <DownloadsSection candidate={candidate} />
      {viewer.candidato && <ProfileViewsSection candidate={viewer.candidato} />}
      <ConsentsSection user={viewer} />
      <DataOfficerSection />
      <DeleteAccountSection candidate={candidate} />
    </Sections>
  );
}

/** /conta/privacidade: the LGPD rights the person exercises alone (art. 18): see, download and erase their data. */
export function PrivacySettingsPage() {
  useDocumentTitle("Privacidade e dados");
  return (
    <ListPage title="Privacidade e dados" subtitle="Veja o que guardamos sobre você, baixe uma cópia, saiba quem viu seu perfil e, se quiser, exclua sua conta.">
      <Suspense fallback={<PrivacySettingsSkeleton />}>
        <Content queryRef={privacySettingsRoute.useLoaderData()} />
      </Suspense>
    </ListPage>
  );
}
