import { valibotResolver } from "@hookform/resolvers/valibot";
import { Building2 } from "lucide-react";
import { useForm } from "react-hook-form";
import { graphql } from "react-relay";
import { registerCompanySchema, type RegisterCompanyInput } from "../../../shared/validation/auth.ts";
import { Button } from "../../components/Button.tsx";
import { TextField } from "../../components/Field.tsx";
import { maskCnpj } from "../../../shared/masks.ts";
import { applyServerErrors } from "../../forms/serverErrors.ts";
import { FormError } from "./FormError.tsx";
import { PasswordField } from "./PasswordField.tsx";
import { TermsNotice } from "./TermsNotice.tsx";
import { Form } from "./styles.ts";
import { registrationTexts, useAuthMutation } from "./useAuthMutation.ts";
import type { RegisterCompanyFormMutation } from "./__generated__/RegisterCompanyFormMutation.graphql";

const mutation = graphql`
  mutation RegisterCompanyFormMutation($input: RegisterCompanyInput!) {
    registerCompany(input: $input) {
      __typename
      ... on MutationRegisterCompanySuccess {
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

const fields = ["nomeEmpresa", "cnpj", "nomeResponsavel", "email", "password"] as const;

export function RegisterCompanyForm() {
  const [signUp, pending, formError] = useAuthMutation<RegisterCompanyFormMutation>(mutation, "registerCompany", registrationTexts);
  const { register, handleSubmit, setError, formState } = useForm<RegisterCompanyInput>({
    resolver: valibotResolver(registerCompanySchema),
    defaultValues: { nomeEmpresa: "", cnpj: "", nomeResponsavel: "", email: "", password: "" },
  });
  const { errors } = formState;
  const cnpjField = register("cnpj");

  const onSubmit = handleSubmit((input) => signUp(input, (error) => applyServerErrors(error, fields, setError)));

  return (
    <Form onSubmit={onSubmit} noValidate aria-label="Cadastro de empresa">
      <TextField label="Nome da Empresa" autoComplete="organization" placeholder="Razão social ou nome fantasia" error={errors.nomeEmpresa?.message} {...register("nomeEmpresa")} />
      <TextField
        label="CNPJ"
        inputMode="text"
        placeholder="00.000.000/0000-00"
        maxLength={18}
        error={errors.cnpj?.message}
        {...cnpjField}
        onChange={(event) => {
          event.target.value = maskCnpj(event.target.value);
          return cnpjField.onChange(event);
        }}
      />
      <TextField label="Nome do Responsável" autoComplete="name" placeholder="Quem cuida das contratações" error={errors.nomeResponsavel?.message} {...register("nomeResponsavel")} />
      <TextField label="Email Corporativo" type="email" autoComplete="email" placeholder="rh@suaempresa.com.br" error={errors.email?.message} {...register("email")} />
      <PasswordField label="Senha" autoComplete="new-password" placeholder="Mínimo de 6 caracteres" error={errors.password?.message} {...register("password")} />
      <TermsNotice />
      <FormError message={formError} />
      <Button type="submit" $block $size="lg" disabled={pending}>
        <Building2 size={18} aria-hidden />
        {pending ? "Criando conta…" : "Criar Conta"}
      </Button>
    </Form>
  );
}
