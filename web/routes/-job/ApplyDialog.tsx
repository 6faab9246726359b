import { valibotResolver } from "@hookform/resolvers/valibot";
import * as Dialog from "@radix-ui/react-dialog";
import { Send, X } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import styled, { keyframes } from "styled-components";
import * as v from "valibot";
import { Button } from "../../components/Button.tsx";
import { TextAreaField } from "../../components/Field.tsx";
import { Spinner } from "../../components/Spinner.tsx";
import { useToast } from "../../components/Toaster.tsx";
import { useApplyToVaga } from "./useApplyToVagaMutation.ts";

const maxLetter = 5_000;

// The server's rule (domain/applications.ts): optional, at most 5.000 characters.
const applySchema = v.object({
  cartaApresentacao: v.pipe(v.string(), v.maxLength(maxLetter, "Use no máximo 5.000 caracteres")),
});

type ApplyFields = v.InferOutput<typeof applySchema>;

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;
const popIn = keyframes`
  from { opacity: 0; transform: translate(-50%, -48%) scale(0.97); }
  to { opacity: 1; transform: translate(-50%, -50%) scale(1); }
`;

const Overlay = styled(Dialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: 80;
  background: color-mix(in srgb, ${({ theme }) => theme.colors.ink} 55%, transparent);
  animation: ${fadeIn} 150ms ease-out;
`;

const Content = styled(Dialog.Content)`
  position: fixed;
  top: 50%;
  left: 50%;
  z-index: 90;
  width: min(560px, calc(100vw - 2 * ${({ theme }) => theme.space.md}));
  max-height: calc(100dvh - 2 * ${({ theme }) => theme.space.md});
  overflow-y: auto;
  padding: ${({ theme }) => theme.space.xl};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  transform: translate(-50%, -50%);
  animation: ${popIn} 160ms ease-out;
  &:focus { outline: none; }
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  }
`;

const Title = styled(Dialog.Title)`
  padding-right: ${({ theme }) => theme.space.xl};
  font-size: ${({ theme }) => theme.font.size.xl};
  letter-spacing: -0.01em;
`;

const Description = styled(Dialog.Description)`
  margin-top: 6px;
  color: ${({ theme }) => theme.colors.muted};
  strong { color: ${({ theme }) => theme.colors.ink}; font-weight: ${({ theme }) => theme.font.weight.semibold}; }
`;

const CloseIcon = styled(Dialog.Close)`
  position: absolute;
  top: ${({ theme }) => theme.space.md};
  right: ${({ theme }) => theme.space.md};
  display: grid;
  place-items: center;
  width: 36px;
  height: 36px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.muted};
  cursor: pointer;
  &:hover { background: ${({ theme }) => theme.colors.surfaceAlt}; color: ${({ theme }) => theme.colors.ink}; }
`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  margin-top: ${({ theme }) => theme.space.lg};
`;

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    flex-direction: column-reverse;
    & > * { width: 100%; }
  }
`;

interface ApplyDialogProps {
  vagaId: string;
  titulo: string;
  nomeEmpresa: string;
  /** What the store knows: if the viewer has applied meanwhile, nothing is sent. */
  alreadyApplied: boolean;
}

/** 'Candidatar-se': a dialog with an optional cover letter, then the applyToVaga mutation. */
export function ApplyDialog({ vagaId, titulo, nomeEmpresa, alreadyApplied }: ApplyDialogProps) {
  const [open, setOpen] = useState(false);
  const [apply, pending] = useApplyToVaga();
  const toast = useToast();
  const { register, handleSubmit, reset, watch, formState } = useForm<ApplyFields>({
    resolver: valibotResolver(applySchema),
    defaultValues: { cartaApresentacao: "" },
  });
  const length = watch("cartaApresentacao").length;

  const onSubmit = handleSubmit(({ cartaApresentacao }) => {
    if (alreadyApplied) {
      toast({ title: "Candidatura já enviada", description: "Você já se candidatou a esta vaga anteriormente.", variant: "destructive" });
      setOpen(false);
      return;
    }
    apply(
      { vagaId, cartaApresentacao },
      {
        onSuccess: () => {
          setOpen(false);
          reset();
        },
        onRefused: () => setOpen(false),
      },
    );
  });

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !pending && setOpen(next)}>
      <Dialog.Trigger asChild>
        <Button type="button" $size="lg">
          <Send size={18} aria-hidden />
          Candidatar-se
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Overlay />
        <Content>
          <Title>Candidatar-se à vaga</Title>
          <Description>
            <strong>{titulo}</strong> · {nomeEmpresa}
          </Description>
          <Form onSubmit={onSubmit} noValidate>
            <TextAreaField
              label="Carta de apresentação (opcional)"
              rows={7}
              maxLength={maxLetter}
              placeholder="Conte à empresa por que você combina com esta vaga."
              hint={`${length.toLocaleString("pt-BR")}/${maxLetter.toLocaleString("pt-BR")} caracteres`}
              error={formState.errors.cartaApresentacao?.message}
              {...register("cartaApresentacao")}
            />
            <Footer>
              <Dialog.Close asChild>
                <Button type="button" $variant="outline" disabled={pending}>
                  Cancelar
                </Button>
              </Dialog.Close>
              <Button type="submit" disabled={pending} aria-busy={pending}>
                {pending ? <Spinner $size={18} aria-hidden /> : <Send size={18} aria-hidden />}
                {pending ? "Enviando…" : "Enviar candidatura"}
              </Button>
            </Footer>
          </Form>
          <CloseIcon aria-label="Fechar" disabled={pending}>
            <X size={20} aria-hidden />
          </CloseIcon>
        </Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
