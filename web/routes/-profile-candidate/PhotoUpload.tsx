import { Camera, Trash2 } from "lucide-react";
import { useEffect, useId, useRef, useState, type ChangeEvent } from "react";
import { graphql, useFragment } from "react-relay";
import styled from "styled-components";
import { initialsOf } from "../../components/Avatar.tsx";
import { Button } from "../../components/Button.tsx";
import { FieldError, FieldHint } from "../../components/Field.tsx";
import { BusyIcon } from "../../components/Spinner.tsx";
import { useToast } from "../../components/Toaster.tsx";
import { imageProblem, useProfileImageUpload } from "../../forms/useProfileImageUpload.ts";
import type { PhotoUpload_candidate$key } from "./__generated__/PhotoUpload_candidate.graphql";

const fragment = graphql`
  fragment PhotoUpload_candidate on Candidato {
    nomeCompleto
    fotoUrl
  }
`;

const READ_ERROR = "Erro ao carregar a imagem. Tente novamente.";

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    flex-direction: column;
    align-items: center;
    text-align: center;
    gap: ${({ theme }) => theme.space.md};
  }
`;

const Avatar = styled.div`
  position: relative;
  flex-shrink: 0;
  display: grid;
  place-items: center;
  width: 104px;
  height: 104px;
  border-radius: 50%;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.brandSoft};
  color: ${({ theme }) => theme.colors.brandHover};
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  letter-spacing: 0.02em;
  box-shadow: 0 0 0 4px ${({ theme }) => theme.colors.surface}, 0 0 0 5px ${({ theme }) => theme.colors.border};
  img { width: 100%; height: 100%; object-fit: cover; }
`;

const Busy = styled.span`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
  background: rgba(15, 23, 42, 0.45);
  color: #fff;
`;

const Side = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  h3 { font-size: ${({ theme }) => theme.font.size.md}; }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    justify-content: center;
  }
`;

/**
 * The candidate's photo: a preview as soon as a file is picked, the upload
 * through Relay (fotoUrl then updates everywhere), removal, and the initials
 * when there is no photo. Problems show under the photo and in a toast.
 */
export function PhotoUpload({ candidate }: { candidate: PhotoUpload_candidate$key }) {
  const data = useFragment(fragment, candidate);
  const { send, clear, pending } = useProfileImageUpload();
  const toast = useToast();
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const messageId = useId();

  // The preview stands in for the photo only while it uploads; then fotoUrl (new, or the old one on failure) shows.
  useEffect(() => {
    if (!pending) setPreview(null);
  }, [pending]);

  const upload = (file: File) => {
    setProblem(null);
    if (imageProblem(file)) {
      // The hook shows why ('apenas arquivos de imagem', '10MB') in a toast and here.
      send(file, setProblem);
      return;
    }
    const reader = new FileReader();
    reader.onload = () => {
      setPreview(typeof reader.result === "string" ? reader.result : null);
      send(file, setProblem);
    };
    reader.onerror = () => {
      setProblem(READ_ERROR);
      toast({ title: "Imagem não enviada", description: READ_ERROR, variant: "destructive" });
    };
    reader.readAsDataURL(file);
  };

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Clear the input so choosing the same file again still triggers a change.
    event.target.value = "";
    if (file) upload(file);
  };

  const shown = preview ?? data.fotoUrl;
  const busy = pending || preview !== null;

  return (
    <Row>
      <Avatar aria-busy={busy}>
        {shown ? <img src={shown} alt="Sua foto de perfil" /> : <span role="img" aria-label="Sem foto: suas iniciais">{initialsOf(data.nomeCompleto)}</span>}
        {busy && (
          <Busy role="status">
            <BusyIcon size={28} aria-hidden />
            <span className="visually-hidden">Enviando imagem…</span>
          </Busy>
        )}
      </Avatar>
      <Side>
        <h3>Foto de perfil</h3>
        <Buttons>
          <input
            ref={input}
            type="file"
            accept="image/png,image/jpeg,image/webp,image/gif"
            className="visually-hidden"
            tabIndex={-1}
            aria-hidden
            onChange={onChange}
            data-testid="photo-input"
          />
          <Button
            type="button"
            $variant="outline"
            $size="sm"
            disabled={pending}
            aria-describedby={messageId}
            onClick={() => input.current?.click()}
          >
            <Camera size={16} aria-hidden />
            Alterar foto
          </Button>
          {data.fotoUrl && (
            <Button
              type="button"
              $variant="ghost"
              $size="sm"
              disabled={pending}
              onClick={() => {
                setProblem(null);
                clear();
              }}
            >
              <Trash2 size={16} aria-hidden />
              Remover
            </Button>
          )}
        </Buttons>
        {problem ? (
          <FieldError id={messageId} role="alert">
            {problem}
          </FieldError>
        ) : (
          <FieldHint id={messageId}>JPG, PNG, WebP ou GIF de até 10MB. As empresas veem esta foto.</FieldHint>
        )}
      </Side>
    </Row>
  );
}
