import { valibotResolver } from "@hookform/resolvers/valibot";
import { Accessibility } from "lucide-react";
import { useMemo } from "react";
import { useForm, type Resolver } from "react-hook-form";
import { graphql, useFragment } from "react-relay";
import styled from "styled-components";
import { adaptacoesMaxLength, pcdConsent, tipoDeficienciaLabels } from "../../../shared/pcd.ts";
import { pcdDeclarationSchema } from "../../../shared/validation/pcd.ts";
import { Button } from "../../components/Button.tsx";
import { FieldError, TextAreaField } from "../../components/Field.tsx";
import { FormActions, FormSection, FormStack, SaveButton } from "../../components/FormLayout.tsx";
import { applyServerErrors } from "../../forms/serverErrors.ts";
import { formatDateTime } from "../../format.ts";
import { useSavePcd, useWithdrawPcd } from "./usePcdMutations.ts";
import type { PcdSection_candidate$key } from "./__generated__/PcdSection_candidate.graphql";
import type { TipoDeficiencia } from "./__generated__/usePcdMutationsSaveMutation.graphql";

const fragment = graphql`
  fragment PcdSection_candidate on Candidato {
    declaracaoPcd {
      tipos
      adaptacoes
      consentidoEm
    }
  }
`;

interface PcdFormValues {
  tipos: TipoDeficiencia[];
  adaptacoes: string;
  consentimento: boolean;
  versaoConsentimento: string;
}

const fields = ["tipos", "adaptacoes", "consentimento"] as const;
const resolver = valibotResolver(pcdDeclarationSchema) as unknown as Resolver<PcdFormValues>;

const Fieldset = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0;
  legend {
    margin-bottom: 8px;
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.medium};
    color: ${({ theme }) => theme.colors.ink};
  }
`;

const Choices = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: 8px;
`;

const Check = styled.label`
  display: flex;
  align-items: flex-start;
  gap: 10px;
  min-height: 44px;
  padding: 10px 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.ink};
  cursor: pointer;
  input {
    width: 18px;
    height: 18px;
    margin-top: 1px;
    flex-shrink: 0;
    accent-color: ${({ theme }) => theme.colors.brand};
  }
  &:focus-within {
    outline: 2px solid ${({ theme }) => theme.colors.brand};
    outline-offset: 2px;
  }
`;

const Consent = styled(Check)`
  background: ${({ theme }) => theme.colors.surfaceAlt};
  line-height: 1.5;
`;

const Status = styled.p`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.text};
`;

/**
 * Deficiência (PcD): the candidate's declaration of disability, with its own consent (LGPD
 * art. 11), shown only to the companies of the jobs they apply to. Withdrawing the consent deletes it.
 */
export function PcdSection({ candidate }: { candidate: PcdSection_candidate$key }) {
  const { declaracaoPcd: saved } = useFragment(fragment, candidate);
  const values = useMemo<PcdFormValues>(
    () => ({ tipos: [...(saved?.tipos ?? [])] as TipoDeficiencia[], adaptacoes: saved?.adaptacoes ?? "", consentimento: false, versaoConsentimento: pcdConsent.versao }),
    [saved],
  );
  const { register, handleSubmit, setError, formState } = useForm<PcdFormValues>({ resolver, values });
  const { errors } = formState;
  const [save, saving] = useSavePcd();
  const [withdraw, withdrawing] = useWithdrawPcd();

  const onSubmit = handleSubmit((data) =>
    save({ input: { ...data, adaptacoes: data.adaptacoes || null } }, { onInvalid: (error) => applyServerErrors(error, fields, setError) }),
  );

  return (
    <FormStack onSubmit={onSubmit} noValidate aria-label="Declaração de deficiência">
      <FormSection
        icon={Accessibility}
        title="Pessoa com deficiência (PcD)"
        description="Opcional. Declare sua deficiência e as adaptações de que precisa: só as empresas das vagas em que você se candidatar a verão."
      >
        {saved ? (
          <Status role="status">
            Declaração guardada com seu consentimento de {formatDateTime(String(saved.consentidoEm))}.
          </Status>
        ) : null}
        <Fieldset aria-describedby={errors.tipos ? "pcd-tipos-error" : undefined}>
          <legend>Tipo de deficiência *</legend>
          <Choices>
            {(Object.keys(tipoDeficienciaLabels) as TipoDeficiencia[]).map((tipo) => (
              <Check key={tipo}>
                <input type="checkbox" value={tipo} {...register("tipos")} />
                {tipoDeficienciaLabels[tipo as keyof typeof tipoDeficienciaLabels]}
              </Check>
            ))}
          </Choices>
          {errors.tipos ? (
            <FieldError id="pcd-tipos-error" role="alert">
              {errors.tipos.message}
            </FieldError>
          ) : null}
        </Fieldset>
        <TextAreaField
          label="Adaptações de que você precisa"
          rows={4}
          maxLength={adaptacoesMaxLength}
          hint={`Opcional, até ${adaptacoesMaxLength.toLocaleString("pt-BR")} caracteres. Ex.: intérprete de Libras nas entrevistas.`}
          error={errors.adaptacoes?.message}
          {...register("adaptacoes")}
        />
        <div>
          <Consent>
            <input type="checkbox" aria-describedby={errors.consentimento ? "pcd-consent-error" : undefined} {...register("consentimento")} />
            <span>{pcdConsent.texto}</span>
          </Consent>
          {errors.consentimento ? (
            <FieldError id="pcd-consent-error" role="alert">
              {errors.consentimento.message}
            </FieldError>
          ) : null}
        </div>
      </FormSection>
      <FormActions>
        {saved ? (
          <Button type="button" $variant="dangerOutline" disabled={withdrawing} onClick={() => withdraw({})}>
            Retirar consentimento e apagar declaração
          </Button>
        ) : null}
        <SaveButton pending={saving} label="Salvar declaração" />
      </FormActions>
    </FormStack>
  );
}
