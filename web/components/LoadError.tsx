import { useRouter, type ErrorComponentProps } from "@tanstack/react-router";
import { Hourglass, RefreshCw, WifiOff } from "lucide-react";
import { refusalMessage } from "../relay/refusal.ts";
import { Button } from "./Button.tsx";
import { StatusMessage } from "./StatusMessage.tsx";

/**
 * A route's error state: its query failed. When the server turned it away (too many requests, too busy) its
 * message says to wait; otherwise the network is the likely cause. Retrying re-runs the route's loader.
 */
export function LoadError({ error, reset, title }: ErrorComponentProps & { title: string }) {
  const router = useRouter();
  const refusal = refusalMessage(error);
  return (
    <StatusMessage
      danger
      icon={refusal ? <Hourglass size={36} /> : <WifiOff size={36} />}
      title={title}
      text={refusal ?? "Verifique sua conexão com a internet e tente novamente."}
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
