import { useRouter } from "@tanstack/react-router";
import { BellPlus } from "lucide-react";
import { lazy } from "react";
import styled from "styled-components";
import { Button, ButtonLink } from "../../components/Button.tsx";
import { DialogTrigger } from "../../components/DialogTrigger.tsx";
import { toAuth } from "../-auth/authLinks.ts";
import { hasFilters, type JobSearch } from "./searchParams.ts";

// The dialog's Radix and form library load with the first click.
const CreateAlertDialogContent = lazy(() => import("./CreateAlertDialogContent.tsx").then((module) => ({ default: module.CreateAlertDialogContent })));

interface CreateAlertButtonProps {
  search: JobSearch;
  /** Who is looking: candidates name the alert, visitors are sent to sign in and back, companies see nothing. */
  role: string | null | undefined;
  /** At the end of the results' header, small; or under the empty results' other button. */
  placement: "header" | "empty";
}

/** Pushed to the header's end, past the count and 'Exibindo …'; in the empty results, apart from the button above. */
const Slot = styled.div<{ $header: boolean }>`
  margin-left: ${({ $header }) => ($header ? "auto" : "0")};
  margin-top: ${({ $header, theme }) => ($header ? "0" : theme.space.xs)};
`;

/** 'Criar alerta' for the search on screen; none without a search to watch. */
export function CreateAlertButton({ search, role, placement }: CreateAlertButtonProps) {
  const router = useRouter();
  if (role === "EMPRESA" || !hasFilters(search)) return null;
  const size = placement === "header" ? "sm" : "md";
  const label = (
    <>
      <BellPlus size={size === "sm" ? 16 : 18} aria-hidden />
      Criar alerta
    </>
  );
  if (role !== "CANDIDATO") {
    return (
      <Slot $header={placement === "header"}>
        <ButtonLink to="/auth" search={toAuth({ voltar: router.state.location.href })} $variant="outline" $size={size}>
          {label}
        </ButtonLink>
      </Slot>
    );
  }
  return (
    <Slot $header={placement === "header"}>
      <DialogTrigger
        trigger={
          <Button $variant="outline" $size={size}>
            {label}
          </Button>
        }
      >
        {(control) => <CreateAlertDialogContent control={control} search={search} />}
      </DialogTrigger>
    </Slot>
  );
}
