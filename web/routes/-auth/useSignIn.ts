import { useNavigate } from "@tanstack/react-router";
import { useCallback } from "react";
import type { RecordSourceSelectorProxy } from "relay-runtime";
import { brand } from "../../brand.ts";
import { useToast } from "../../components/Toaster.tsx";
import { dashboardPath } from "../../session.ts";
import type { UserType } from "../../__generated__/sessionViewerQuery.graphql";

/** Points the store's `viewer` at the user a login or registration returned, so every screen sees the new session. */
export function setViewerFrom(store: RecordSourceSelectorProxy, mutationField: string) {
  const user = store.getRootField(mutationField)?.getLinkedRecord("data");
  if (user) store.getRoot().setLinkedRecord(user, "viewer");
}

/** After a successful login or registration: the welcome toast, then the role's dashboard. */
export function useWelcome() {
  const navigate = useNavigate();
  const toast = useToast();
  return useCallback(
    (title: string, userType: UserType) => {
      toast({ title, description: `Bem-vindo ao ${brand}!` });
      void navigate({ to: dashboardPath(userType), replace: true });
    },
    [navigate, toast],
  );
}
