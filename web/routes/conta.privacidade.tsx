import { createRoute } from "@tanstack/react-router";
import { loadErrorFor } from "../components/LoadError.tsx";
import { preload } from "../relay/preload.ts";
import { protectedRoute } from "./_app.tsx";
import privacyQuery from "./-privacy-settings/__generated__/PrivacySettingsQuery$parameters";
import type { PrivacySettingsQuery } from "./-privacy-settings/__generated__/PrivacySettingsQuery.graphql";
import { lazyScreen } from "../lazyScreen.ts";

export const privacySettingsRoute = createRoute({
  getParentRoute: () => protectedRoute,
  path: "/conta/privacidade",
  // Who viewed the profile changes while the page is away: show the store at once, refresh from the network.
  loader: ({ context }) => preload<PrivacySettingsQuery>(context.environment, privacyQuery, {}, "store-and-network"),
  errorComponent: loadErrorFor("Não foi possível carregar seus dados de privacidade"),
  component: lazyScreen(import.meta.glob<typeof import("./-privacy-settings/PrivacySettingsPage.tsx")>("/routes/-privacy-settings/PrivacySettingsPage.tsx"), "PrivacySettingsPage"),
});
