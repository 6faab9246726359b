import { ImageUp, Trash2 } from "lucide-react";
import { useId, useRef, useState, type ChangeEvent } from "react";
import { graphql, useFragment } from "react-relay";
import styled from "styled-components";
import { Avatar } from "../../components/Avatar.tsx";
import { Button } from "../../components/Button.tsx";
import { Card } from "../../components/Card.tsx";
import { FieldError, FieldHint } from "../../components/Field.tsx";
import { Spinner } from "../../components/Spinner.tsx";
import { useToast } from "../../components/Toaster.tsx";
import { imageProblem, useProfileImageUpload } from "../../forms/useProfileImageUpload.ts";
import type { CompanyProfileLogo_company$key } from "./__generated__/CompanyProfileLogo_company.graphql";

const READ_FAILURE = "Erro ao carregar a imagem. Tente novamente.";

const Panel = styled(Card)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    flex-direction: column;
    align-items: stretch;
    gap: ${({ theme }) => theme.space.md};
    padding: ${({ theme }) => theme.space.md};
    text-align: center;
  }
`;

const Picture = styled.div`
  position: relative;
  flex-shrink: 0;
  align-self: center;
`;

const Busy = styled.span`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
  border-radius: ${({ theme }) => theme.radius.md};
  background: color-mix(in srgb, ${({ theme }) => theme.colors.surface} 70%, transparent);
`;

const Body = styled.div`
  flex: 1;
  min-width: 0;
  h2 { font-size: ${({ theme }) => theme.font.size.lg}; }
  & > p { margin-top: 2px; font-size: ${({ theme }) => theme.font.size.sm}; color: ${({ theme }) => theme.colors.muted}; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.md};
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    justify-content: center;
  }
`;

/** The company's logo: a preview at once, then the upload; initials while there is none. */
export function CompanyProfileLogo({ company }: { company: CompanyProfileLogo_company$key }) {
  const data = useFragment(
    graphql`
      fragment CompanyProfileLogo_company on Empresa {
        nomeEmpresa
        logoUrl
      }
    `,
    company,
  );
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const toast = useToast();
  const { send, clear, pending } = useProfileImageUpload();
  const [error, setError] = useState<string | null>(null);
  // The chosen file, shown until the saved logo (a new logoUrl) replaces it.
  const [preview, setPreview] = useState<{ url: string; over: string | null } | null>(null);
  const shown = preview && preview.over === (data.logoUrl ?? null) ? preview.url : data.logoUrl;

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Choosing the same file again must fire a change too.
    event.target.value = "";
    if (!file) return;
    setError(null);
    const failed = (message: string) => {
      setPreview(null);
      setError(message);
    };
    if (imageProblem(file)) {
      send(file, failed); // Refuses it with the spec's message, sends nothing.
      return;
    }
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result !== "string") return failed(READ_FAILURE);
      setPreview({ url: reader.result, over: data.logoUrl ?? null });
      send(file, failed);
    };
    reader.onerror = () => {
      failed(READ_FAILURE);
      toast({ title: "Erro", description: READ_FAILURE, variant: "destructive" });
    };
    reader.readAsDataURL(file);
  };

  return (
    <Panel aria-labelledby={`${id}-title`} aria-busy={pending}>
      <Picture>
        <Avatar src={shown} name={data.nomeEmpresa} size={96} shape="rounded" />
        {pending && (
          <Busy role="status">
            <Spinner $size={28} aria-hidden />
            <span className="visually-hidden">Enviando imagem…</span>
          </Busy>
        )}
      </Picture>
      <Body>
        <h2 id={`${id}-title`}>Logo da Empresa</h2>
        <p>Aparece nas suas vagas e no seu perfil.</p>
        <input
          ref={input}
          id={`${id}-file`}
          type="file"
          accept="image/*"
          className="visually-hidden"
          tabIndex={-1}
          aria-hidden
          onChange={onFile}
        />
        <Actions>
          <Button
            type="button"
            $variant="outline"
            $size="sm"
            disabled={pending}
            aria-describedby={error ? `${id}-error` : `${id}-hint`}
            onClick={() => input.current?.click()}
          >
            <ImageUp size={16} aria-hidden />
            {data.logoUrl ? "Alterar logo" : "Enviar logo"}
          </Button>
          {data.logoUrl && (
            <Button
              type="button"
              $variant="ghost"
              $size="sm"
              disabled={pending}
              onClick={() => {
                setPreview(null);
                setError(null);
                clear();
              }}
            >
              <Trash2 size={16} aria-hidden />
              Remover
            </Button>
          )}
        </Actions>
        {error ? (
          <FieldError id={`${id}-error`} role="alert">
            {error}
          </FieldError>
        ) : (
          <FieldHint id={`${id}-hint`}>JPG, PNG, GIF ou WebP, com no máximo 10MB.</FieldHint>
        )}
      </Body>
    </Panel>
  );
}
