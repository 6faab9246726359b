import { useRouter, type ErrorComponentProps } from "@tanstack/react-router";
import { RefreshCw, WifiOff } from "lucide-react";
import { Button } from "../../components/Button.tsx";
import { StatusMessage } from "../../components/StatusMessage.tsx";

/** The profile failed to load (network down, server error). Retrying re-runs the route's loader. */
export function CandidateProfileLoadError({ reset }: ErrorComponentProps) {
  const router = useRouter();
  return (
    <StatusMessage
      danger
      icon={<WifiOff size={36} />}
      title="Não foi possível carregar o perfil"
      text="Verifique sua conexão com a internet e tente novamente."
      action={
        <Button
          type="button"
          onClick={() => {
            reset();
            void router.invalidate();
          }}
        >
          <RefreshCw size={18} aria-hidden />
          Tentar novamente
        </Button>
      }
    />
  );
}
