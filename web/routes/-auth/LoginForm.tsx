import { valibotResolver } from "@hookform/resolvers/valibot";
import { LogIn } from "lucide-react";
import { useForm } from "react-hook-form";
import { graphql, useMutation } from "react-relay";
import { loginSchema, type LoginInput } from "../../../server/domain/validation/auth.ts";
import { Button } from "../../components/Button.tsx";
import { TextField } from "../../components/Field.tsx";
import { useToast } from "../../components/Toaster.tsx";
import { applyServerErrors } from "../../forms/serverErrors.ts";
import { PasswordField } from "./PasswordField.tsx";
import { Form } from "./styles.ts";
import { setViewerFrom, useWelcome } from "./useSignIn.ts";
import type { LoginFormMutation } from "./__generated__/LoginFormMutation.graphql";

const mutation = graphql`
  mutation LoginFormMutation($input: LoginInput!) {
    login(input: $input) {
      __typename
      ... on MutationLoginSuccess {
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

export function LoginForm() {
  const [commit, pending] = useMutation<LoginFormMutation>(mutation);
  const toast = useToast();
  const welcome = useWelcome();
  const { register, handleSubmit, setError, formState } = useForm<LoginInput>({
    resolver: valibotResolver(loginSchema),
    defaultValues: { email: "", password: "" },
  });
  const { errors } = formState;

  const onSubmit = handleSubmit((input) =>
    commit({
      variables: { input },
      updater: (store, data) => {
        if (data?.login.__typename === "MutationLoginSuccess") setViewerFrom(store, "login");
      },
      onCompleted: ({ login }) => {
        if (login.data) return welcome("Login realizado com sucesso", login.data.userType);
        if (login.__typename === "InvalidInputError") applyServerErrors(login, ["email", "password"], setError);
        // Waiting is the answer to these two, and their message says how; everything else is the spec's wrong-credentials text.
        const mustWait = login.__typename === "RateLimitedError" || login.__typename === "UnavailableError";
        const description = mustWait && login.message ? login.message : "Email ou senha incorretos";
        toast({ title: "Erro no login", description, variant: "destructive" });
      },
      onError: () => toast({ title: "Erro no login", description: "Email ou senha incorretos", variant: "destructive" }),
    }),
  );

  return (
    <Form onSubmit={onSubmit} noValidate aria-label="Entrar">
      <TextField label="Email" type="email" autoComplete="email" placeholder="seu@email.com" error={errors.email?.message} {...register("email")} />
      <PasswordField label="Senha" autoComplete="current-password" placeholder="Sua senha" error={errors.password?.message} {...register("password")} />
      <Button type="submit" $block $size="lg" disabled={pending}>
        <LogIn size={18} aria-hidden />
        {pending ? "Entrando…" : "Entrar"}
      </Button>
    </Form>
  );
}
