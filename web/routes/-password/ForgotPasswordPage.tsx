import { valibotResolver } from "@hookform/resolvers/valibot";
import { MailCheck, Send } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { graphql } from "react-relay";
import type * as v from "valibot";
import { passwordResetRequestSchema } from "../../../shared/validation/auth.ts";
import { Button } from "../../components/Button.tsx";
import { TextField } from "../../components/Field.tsx";
import { useDocumentTitle } from "../../components/useDocumentTitle.ts";
import { applyServerErrors } from "../../forms/serverErrors.ts";
import { useMutationWithToast } from "../../relay/useMutationWithToast.ts";
import { FormError, unreachableMessage } from "../-auth/FormError.tsx";
import { Form, Heading, Page, Panel } from "../-auth/styles.ts";
import { FormLink, Notice } from "./styles.ts";
import type { ForgotPasswordPageMutation } from "./__generated__/ForgotPasswordPageMutation.graphql";

const mutation = graphql`
  mutation ForgotPasswordPageMutation($input: PasswordResetRequestInput!) {
    requestPasswordReset(input: $input) {
      __typename
      ... on Error {
        message
      }
      ... on InvalidInputError {
        fieldErrors {
          path
          message
        }
      }
    }
  }
`;


/** 'Esqueci minha senha': asks for the e-mail and answers alike whether or not an account has it. */
export function ForgotPasswordPage() {
  useDocumentTitle("Recuperar senha");
  const [sentTo, setSentTo] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const [commit, pending] = useMutationWithToast<ForgotPasswordPageMutation>(mutation, {
    success: { title: "Pedido enviado", description: "Confira seu e-mail." },
    failure: "Não foi possível enviar o link",
  });
  const { register, handleSubmit, setError, formState } = useForm<v.InferInput<typeof passwordResetRequestSchema>>({
    resolver: valibotResolver(passwordResetRequestSchema),
    defaultValues: { email: "" },
  });
  const onSubmit = handleSubmit((input) => {
    setFormError(undefined);
    commit(
      { input },
      {
        onSuccess: () => setSentTo(input.email.trim()),
        onInvalid: (error) => applyServerErrors(error, ["email"], setError),
        onFailure: (answer) => {
          if (!("fieldErrors" in answer && answer.fieldErrors?.length)) setFormError(answer.message ?? unreachableMessage);
        },
        onError: () => setFormError(unreachableMessage),
      },
    );
  });

  return (
    <Page>
      <Panel>
        <Heading>
          <h1>Recuperar senha</h1>
          <p>Informe o e-mail da sua conta: enviamos um link para você criar uma nova senha.</p>
        </Heading>
        {sentTo ? (
          <Notice role="status">
            <MailCheck size={32} aria-hidden />
            <p>
              Se houver uma conta com o e-mail <strong>{sentTo}</strong>, enviamos para ele um link para criar uma nova senha. O link vale por 1 hora.
            </p>
            <p>Não chegou em alguns minutos? Confira a caixa de spam ou peça de novo.</p>
            <FormLink to="/auth">Voltar para o login</FormLink>
          </Notice>
        ) : (
          <Form onSubmit={onSubmit} noValidate aria-label="Recuperar senha">
            <TextField
              label="Email da conta"
              type="email"
              autoComplete="email"
              placeholder="seu@email.com"
              error={formState.errors.email?.message}
              {...register("email")}
            />
            <FormError message={formError} />
            <Button type="submit" $block $size="lg" disabled={pending}>
              <Send size={18} aria-hidden />
              {pending ? "Enviando…" : "Enviar link"}
            </Button>
            <FormLink to="/auth">Voltar para o login</FormLink>
          </Form>
        )}
      </Panel>
    </Page>
  );
}
