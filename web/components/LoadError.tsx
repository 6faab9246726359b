import { useRouter, type ErrorComponentProps } from "@tanstack/react-router";
import { Hourglass, RefreshCw, WifiOff } from "lucide-react";
import { refusalMessage } from "../relay/refusal.ts";
import { Button } from "./Button.tsx";
import { StatusMessage } from "./StatusMessage.tsx";

/**
 * A route's error state. When the server turned its query away (too many requests, too busy) its message says
 * to wait; a fetch that never reached the server (a TypeError) points to the connection; anything else is ours,
 * and trying again is all a person can do. Retrying re-runs the route's loader.
 */
export function LoadError({ error, reset, title }: ErrorComponentProps & { title: string }) {
  const router = useRouter();
  const refusal = refusalMessage(error);
  const offline = error instanceof TypeError;
  return (
    <StatusMessage
      danger
      icon={refusal ? <Hourglass size={36} /> : offline ? <WifiOff size={36} /> : <RefreshCw size={36} />}
      title={title}
      text={refusal ?? (offline ? "Verifique sua conexão com a internet e tente novamente." : "Tente novamente em alguns instantes.")}
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
