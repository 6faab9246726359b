import { valibotResolver } from "@hookform/resolvers/valibot";
import { BriefcaseBusiness, Plus } from "lucide-react";
import { useEffect, useId } from "react";
import { useForm } from "react-hook-form";
import { graphql, useLazyLoadQuery } from "react-relay";
import styled from "styled-components";
import * as v from "valibot";
import { takesApplications } from "../../../shared/jobStatus.ts";
import { ButtonLink } from "../../components/Button.tsx";
import { DialogSendButtons } from "../../components/DialogParts.tsx";
import { FieldError, Label, Select, TextAreaField } from "../../components/Field.tsx";
import { useToast } from "../../components/Toaster.tsx";
import { applyServerErrors } from "../../forms/serverErrors.ts";
import type { InterestFormQuery } from "./__generated__/InterestFormQuery.graphql";
import { useSendInterest } from "./useSendInterestMutation.ts";

const query = graphql`
  query InterestFormQuery($candidatoId: ID!) {
    viewer {
      empresa {
        id
        vagas(first: 50) @required(action: THROW) {
          edges {
            node {
              id
              titulo
              statusVaga
              interesseEnviado(candidatoId: $candidatoId)
            }
          }
        }
      }
    }
  }
`;

const MAX_MESSAGE = 2_000;
const jobRequired = "Selecione uma vaga para demonstrar interesse";

// The server's rule (domain/interests.ts): a job is required, the message is optional.
const interestSchema = v.object({
  vagaId: v.pipe(v.string(), v.nonEmpty(jobRequired)),
  mensagem: v.pipe(v.string(), v.maxLength(MAX_MESSAGE, "Use no máximo 2.000 caracteres")),
});

type InterestFields = v.InferOutput<typeof interestSchema>;
const fields = ["vagaId", "mensagem"] as const;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  margin-top: ${({ theme }) => theme.space.lg};
`;

const NoJobs = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.lg};
  text-align: center;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  h3 { font-size: ${({ theme }) => theme.font.size.md}; }
  p { color: ${({ theme }) => theme.colors.muted}; font-size: ${({ theme }) => theme.font.size.sm}; margin-bottom: ${({ theme }) => theme.space.sm}; }
  & > svg { color: ${({ theme }) => theme.colors.brand}; }
`;

interface InterestFormProps {
  candidateId: string;
  onPendingChange: (pending: boolean) => void;
  onDone: () => void;
}

const Hint = styled.p`
  margin-top: 6px;
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.colors.muted};
`;

/**
 * The dialog's body: the company's active jobs to choose from, an optional message, 'Enviar Interesse'.
 * A job already used for this candidate stays in the list, unavailable and saying why (the server
 * refuses a second interest for it), so the company is not surprised on submit.
 */
export function InterestForm({ candidateId, onPendingChange, onDone }: InterestFormProps) {
  // A job published or paused a moment ago must show right: the store at once, then the network.
  const data = useLazyLoadQuery<InterestFormQuery>(query, { candidatoId: candidateId }, { fetchPolicy: "store-and-network" });
  const company = data.viewer?.empresa;
  const jobs = (company?.vagas.edges ?? []).map(({ node }) => node).filter((job) => takesApplications(job.statusVaga));
  const [send, pending] = useSendInterest();
  const toast = useToast();
  const selectId = useId();
  const { register, handleSubmit, setError, formState } = useForm<InterestFields>({
    resolver: valibotResolver(interestSchema),
    defaultValues: { vagaId: "", mensagem: "" },
  });

  useEffect(() => onPendingChange(pending), [pending, onPendingChange]);

  if (!company) {
    return <NoJobs><p>Apenas empresas podem demonstrar interesse em candidatos.</p></NoJobs>;
  }
  const used = jobs.filter((job) => job.interesseEnviado);
  if (jobs.length > 0 && used.length === jobs.length) {
    return (
      <NoJobs>
        <BriefcaseBusiness size={28} aria-hidden />
        <h3>Interesse já enviado em todas as suas vagas ativas</h3>
        <p>Você já demonstrou interesse neste candidato para cada uma delas. Publique uma nova vaga para convidá-lo de novo.</p>
        <ButtonLink to="/jobs/create" $size="sm" onClick={onDone}>
          <Plus size={16} aria-hidden />
          Publicar Vaga
        </ButtonLink>
      </NoJobs>
    );
  }
  if (jobs.length === 0) {
    return (
      <NoJobs>
        <BriefcaseBusiness size={28} aria-hidden />
        <h3>Nenhuma vaga ativa</h3>
        <p>Para demonstrar interesse, publique uma vaga ou reative uma das suas vagas pausadas.</p>
        <ButtonLink to="/jobs/create" $size="sm" onClick={onDone}>
          <Plus size={16} aria-hidden />
          Publicar Vaga
        </ButtonLink>
      </NoJobs>
    );
  }

  const onSubmit = handleSubmit(
    ({ vagaId, mensagem }) =>
      send(
        { companyId: company.id, candidateId, jobId: vagaId, message: mensagem },
        {
          onSuccess: onDone,
          onInvalid: (error) => applyServerErrors<InterestFields>(error, fields, setError),
        },
      ),
    (errors) => {
      if (errors.vagaId) toast({ title: "Vaga obrigatória", description: jobRequired, variant: "destructive" });
    },
  );

  const jobError = formState.errors.vagaId?.message;
  return (
    <Form onSubmit={onSubmit} noValidate>
      <div>
        <Label htmlFor={selectId}>Vaga</Label>
        <Select
          id={selectId}
          $invalid={!!jobError}
          aria-invalid={!!jobError}
          aria-describedby={jobError ? `${selectId}-error` : used.length > 0 ? `${selectId}-hint` : undefined}
          {...register("vagaId")}
        >
          <option value="">Selecione uma vaga</option>
          {jobs.map((job) => (
            <option key={job.id} value={job.id} disabled={!!job.interesseEnviado}>
              {job.interesseEnviado ? `${job.titulo} (interesse já enviado)` : job.titulo}
            </option>
          ))}
        </Select>
        {jobError ? (
          <FieldError id={`${selectId}-error`} role="alert">
            {jobError}
          </FieldError>
        ) : (
          used.length > 0 && (
            <Hint id={`${selectId}-hint`}>
              {used.length === 1 ? "Uma vaga está indisponível" : `${used.length} vagas estão indisponíveis`}: você já demonstrou
              interesse neste candidato para {used.length === 1 ? "ela" : "elas"}.
            </Hint>
          )
        )}
      </div>
      <TextAreaField
        label="Mensagem (opcional)"
        rows={3}
        maxLength={MAX_MESSAGE}
        placeholder="Conte ao candidato por que o perfil dele chamou sua atenção."
        error={formState.errors.mensagem?.message}
        {...register("mensagem")}
      />
      <DialogSendButtons pending={pending} label="Enviar Interesse" />
    </Form>
  );
}
