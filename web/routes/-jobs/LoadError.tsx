import { useRouter, type ErrorComponentProps } from "@tanstack/react-router";
import { RefreshCw, WifiOff } from "lucide-react";
import { Button } from "../../components/Button.tsx";
import { StatusMessage } from "../../components/StatusMessage.tsx";

/** The job screens' error state: the query failed (network down, server error). Retrying re-runs the route's loader. */
function LoadError({ reset, title }: ErrorComponentProps & { title: string }) {
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

export const JobsLoadError = (props: ErrorComponentProps) => <LoadError {...props} title="Não foi possível carregar as vagas" />;
export const JobLoadError = (props: ErrorComponentProps) => <LoadError {...props} title="Não foi possível carregar a vaga" />;
