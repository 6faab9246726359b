import { useRouter, type ErrorComponentProps } from "@tanstack/react-router";
import { Hourglass, RefreshCw, WifiOff } from "lucide-react";
import { loadFailureText, refusalMessage } from "../relay/refusal.ts";
import { Button } from "./Button.tsx";
import { StatusMessage } from "./StatusMessage.tsx";

/** A route's error state, saying why as loadFailureText does. Retrying re-runs the route's loader. */
export function LoadError({ error, reset, title }: ErrorComponentProps & { title: string }) {
  const router = useRouter();
  return (
    <StatusMessage
      danger
      icon={refusalMessage(error) ? <Hourglass size={36} /> : error instanceof TypeError ? <WifiOff size={36} /> : <RefreshCw size={36} />}
      title={title}
      text={loadFailureText(error)}
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
