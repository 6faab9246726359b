import { valibotResolver } from "@hookform/resolvers/valibot";
import { LogIn } from "lucide-react";
import { useForm } from "react-hook-form";
import { graphql } from "react-relay";
import styled from "styled-components";
import { loginSchema, type LoginInput } from "../../../shared/validation/auth.ts";
import { Button } from "../../components/Button.tsx";
import { TextField } from "../../components/Field.tsx";
import { applyServerErrors } from "../../forms/serverErrors.ts";
import { FormError } from "./FormError.tsx";
import { PasswordField } from "./PasswordField.tsx";
import { Form } from "./styles.ts";
import { FormLink } from "../-password/styles.ts";
import { useAuthMutation, type AuthTexts } from "./useAuthMutation.ts";
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

const ForgotLink = styled(FormLink)`
  align-self: flex-end;
  margin-top: -${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const texts: AuthTexts = {
  success: "Login realizado com sucesso",
  failure: "Erro no login",
  // Waiting is the answer to these two, and their message says how; everything else is the spec's wrong-credentials text.
  describe: (result) =>
    (result?.__typename === "RateLimitedError" || result?.__typename === "UnavailableError") && result.message
      ? result.message
      : "Email ou senha incorretos",
};

export function LoginForm() {
  const [login, pending, formError] = useAuthMutation<LoginFormMutation>(mutation, "login", texts);
  const { register, handleSubmit, setError, formState } = useForm<LoginInput>({
    resolver: valibotResolver(loginSchema),
    defaultValues: { email: "", password: "" },
  });
  const { errors } = formState;
  const onSubmit = handleSubmit((input) => login(input, (error) => applyServerErrors(error, ["email", "password"], setError)));

  return (
    <Form onSubmit={onSubmit} noValidate aria-label="Entrar">
      <TextField label="Email" type="email" autoComplete="email" placeholder="seu@email.com" error={errors.email?.message} {...register("email")} />
      <PasswordField label="Senha" autoComplete="current-password" placeholder="Sua senha" error={errors.password?.message} {...register("password")} />
      <ForgotLink to="/recuperar-senha">Esqueci minha senha</ForgotLink>
      <FormError message={formError} />
      <Button type="submit" $block $size="lg" disabled={pending}>
        <LogIn size={18} aria-hidden />
        {pending ? "Entrando…" : "Entrar"}
      </Button>
    </Form>
  );
}
