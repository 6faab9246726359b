import { valibotResolver } from "@hookform/resolvers/valibot";
import { UserPlus } from "lucide-react";
import { useForm } from "react-hook-form";
import { graphql } from "react-relay";
import { registerCandidateSchema, type RegisterCandidateInput } from "../../../shared/validation/auth.ts";
import { Button } from "../../components/Button.tsx";
import { TextField } from "../../components/Field.tsx";
import { applyServerErrors } from "../../forms/serverErrors.ts";
import { FormError } from "./FormError.tsx";
import { PasswordField } from "./PasswordField.tsx";
import { TermsNotice } from "./TermsNotice.tsx";
import { Form } from "./styles.ts";
import { registrationTexts, useAuthMutation } from "./useAuthMutation.ts";
import type { RegisterCandidateFormMutation } from "./__generated__/RegisterCandidateFormMutation.graphql";

const mutation = graphql`
  mutation RegisterCandidateFormMutation($input: RegisterCandidateInput!) {
    registerCandidate(input: $input) {
      __typename
      ... on MutationRegisterCandidateSuccess {
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

const fields = ["nomeCompleto", "email", "password"] as const;

export function RegisterCandidateForm() {
  const [signUp, pending, formError] = useAuthMutation<RegisterCandidateFormMutation>(mutation, "registerCandidate", registrationTexts);
  const { register, handleSubmit, setError, formState } = useForm<RegisterCandidateInput>({
    resolver: valibotResolver(registerCandidateSchema),
    defaultValues: { nomeCompleto: "", email: "", password: "" },
  });
  const { errors } = formState;

  const onSubmit = handleSubmit((input) => signUp(input, (error) => applyServerErrors(error, fields, setError)));

  return (
    <Form onSubmit={onSubmit} noValidate aria-label="Cadastro de candidato">
      <TextField label="Nome Completo" autoComplete="name" placeholder="Seu nome completo" error={errors.nomeCompleto?.message} {...register("nomeCompleto")} />
      <TextField label="Email" type="email" autoComplete="email" placeholder="seu@email.com" error={errors.email?.message} {...register("email")} />
      <PasswordField label="Senha" autoComplete="new-password" placeholder="Mínimo de 6 caracteres" error={errors.password?.message} {...register("password")} />
      <TermsNotice />
      <FormError message={formError} />
      <Button type="submit" $block $size="lg" disabled={pending}>
        <UserPlus size={18} aria-hidden />
        {pending ? "Criando conta…" : "Criar Conta"}
      </Button>
    </Form>
  );
}
