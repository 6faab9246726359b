import { valibotResolver } from "@hookform/resolvers/valibot";
import { useNavigate } from "@tanstack/react-router";
import { KeyRound } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { graphql } from "react-relay";
import type * as v from "valibot";
import { newPasswordFormSchema } from "../../../shared/validation/auth.ts";
import type { UserType } from "../../__generated__/sessionViewerQuery.graphql";
import { Button } from "../../components/Button.tsx";
import { useDocumentTitle } from "../../components/useDocumentTitle.ts";
import { applyServerErrors } from "../../forms/serverErrors.ts";
import { useMutationWithToast } from "../../relay/useMutationWithToast.ts";
import { dashboardPath } from "../../session.ts";
import { FormError, unreachableMessage } from "../-auth/FormError.tsx";
import { PasswordField } from "../-auth/PasswordField.tsx";
import { Form, Heading, Page, Panel } from "../-auth/styles.ts";
import { FormLink, Notice } from "./styles.ts";
import type { ResetPasswordPageMutation } from "./__generated__/ResetPasswordPageMutation.graphql";

const mutation = graphql`
  mutation ResetPasswordPageMutation($input: PasswordResetInput!) {
    resetPassword(input: $input) {
      __typename
      ... on MutationResetPasswordSuccess {
        data {
          id
          userType
          ...Navbar_viewer
        }
      }
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

/** The link's token, read once: it lives in the fragment (#token=…), which no request carries. */
const tokenFromLink = () => (typeof window === "undefined" ? "" : (new URLSearchParams(window.location.hash.slice(1)).get("token") ?? ""));

type FormInput = v.InferInput<typeof newPasswordFormSchema>;

/** The recovery link's page: a new password (sign-up's rules), then straight into the account. */
export function ResetPasswordPage() {
  useDocumentTitle("Criar nova senha");
  const [token] = useState(tokenFromLink);
  const [formError, setFormError] = useState<string>();
  const [linkRefused, setLinkRefused] = useState<string>();
  const navigate = useNavigate();
  const [commit, pending] = useMutationWithToast<ResetPasswordPageMutation>(mutation, {
    success: { title: "Senha alterada", description: "Você já está conectado; as outras sessões foram encerradas." },
    failure: "Não foi possível alterar a senha",
  });
  const { register, handleSubmit, setError, formState } = useForm<FormInput>({
    resolver: valibotResolver(newPasswordFormSchema),
    defaultValues: { password: "", confirmacao: "" },
  });
  const onSubmit = handleSubmit(({ password }) => {
    setFormError(undefined);
    commit(
      { input: { token, password } },
      {
        updater: (store) => {
          const user = store.getRootField("resetPassword")?.getLinkedRecord("data");
          if (user) store.getRoot().setLinkedRecord(user, "viewer");
        },
        onSuccess: (result) => {
          const { userType } = (result as unknown as { data: { userType: UserType } }).data;
          void navigate({ href: dashboardPath(userType), replace: true });
        },
        onInvalid: (error) => {
          if (error.fieldErrors?.some((field) => field.path[0] === "token")) setLinkRefused(error.fieldErrors[0]?.message);
          else applyServerErrors(error, ["password"], setError);
        },
        onFailure: (answer) => {
          if (!("fieldErrors" in answer && answer.fieldErrors?.length)) setFormError(answer.message ?? unreachableMessage);
        },
        onError: () => setFormError(unreachableMessage),
      },
    );
  });

  const refused = linkRefused ?? (token ? undefined : "Este link está incompleto. Abra o link do e-mail de novo ou peça um novo.");
  return (
    <Page>
      <Panel>
        <Heading>
          <h1>Criar nova senha</h1>
          <p>Ao salvar, as sessões abertas da sua conta são encerradas.</p>
        </Heading>
        {refused ? (
          <Notice role="alert">
            <p>{refused}</p>
            <FormLink to="/recuperar-senha">Pedir um novo link</FormLink>
          </Notice>
        ) : (
          <Form onSubmit={onSubmit} noValidate aria-label="Criar nova senha">
            <PasswordField label="Nova senha" autoComplete="new-password" placeholder="Mínimo 6 caracteres" error={formState.errors.password?.message} {...register("password")} />
            <PasswordField
              label="Confirme a nova senha"
              autoComplete="new-password"
              placeholder="Repita a senha"
              error={formState.errors.confirmacao?.message}
              {...register("confirmacao")}
            />
            <FormError message={formError} />
            <Button type="submit" $block $size="lg" disabled={pending}>
              <KeyRound size={18} aria-hidden />
              {pending ? "Salvando…" : "Salvar nova senha"}
            </Button>
          </Form>
        )}
      </Panel>
    </Page>
  );
}
