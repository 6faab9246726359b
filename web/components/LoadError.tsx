import { useRouter, type ErrorComponentProps } from "@tanstack/react-router";
import { RefreshCw, WifiOff } from "lucide-react";
import { Button } from "./Button.tsx";
import { StatusMessage } from "./StatusMessage.tsx";

/** A route's error state: its query failed (network down, server error). Retrying re-runs the route's loader. */
export function LoadError({ reset, title }: ErrorComponentProps & { title: string }) {
  const router = useRouter();
  return (
    <StatusMessage
      danger
      icon={<WifiOff size={36} />}
      title={title}
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

/** A route's `errorComponent` with its title, e.g. loadErrorFor('Não foi possível carregar a vaga'). */
export const loadErrorFor = (title: string) =>
  function RouteLoadError(props: ErrorComponentProps) {
    return <LoadError {...props} title={title} />;
  };
