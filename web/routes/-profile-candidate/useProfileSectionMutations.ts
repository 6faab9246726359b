import { graphql } from "react-relay";
import { useMutationWithToast } from "../../relay/useMutationWithToast.ts";
import type { useProfileSectionMutationsAddCourseMutation as AddCourse } from "./__generated__/useProfileSectionMutationsAddCourseMutation.graphql";
import type { useProfileSectionMutationsAddEducationMutation as AddEducation } from "./__generated__/useProfileSectionMutationsAddEducationMutation.graphql";
import type { useProfileSectionMutationsAddExperienceMutation as AddExperience } from "./__generated__/useProfileSectionMutationsAddExperienceMutation.graphql";
import type { useProfileSectionMutationsAddLanguageMutation as AddLanguage } from "./__generated__/useProfileSectionMutationsAddLanguageMutation.graphql";
import type { useProfileSectionMutationsAddSkillMutation as AddSkill } from "./__generated__/useProfileSectionMutationsAddSkillMutation.graphql";
import type { useProfileSectionMutationsRemoveCourseMutation as RemoveCourse } from "./__generated__/useProfileSectionMutationsRemoveCourseMutation.graphql";
import type { useProfileSectionMutationsRemoveEducationMutation as RemoveEducation } from "./__generated__/useProfileSectionMutationsRemoveEducationMutation.graphql";
import type { useProfileSectionMutationsRemoveExperienceMutation as RemoveExperience } from "./__generated__/useProfileSectionMutationsRemoveExperienceMutation.graphql";
import type { useProfileSectionMutationsRemoveLanguageMutation as RemoveLanguage } from "./__generated__/useProfileSectionMutationsRemoveLanguageMutation.graphql";
import type { useProfileSectionMutationsRemoveSkillMutation as RemoveSkill } from "./__generated__/useProfileSectionMutationsRemoveSkillMutation.graphql";
import type { useProfileSectionMutationsUpdateCourseMutation as UpdateCourse } from "./__generated__/useProfileSectionMutationsUpdateCourseMutation.graphql";
import type { useProfileSectionMutationsUpdateEducationMutation as UpdateEducation } from "./__generated__/useProfileSectionMutationsUpdateEducationMutation.graphql";
import type { useProfileSectionMutationsUpdateExperienceMutation as UpdateExperience } from "./__generated__/useProfileSectionMutationsUpdateExperienceMutation.graphql";
import type { useProfileSectionMutationsUpdateLanguageMutation as UpdateLanguage } from "./__generated__/useProfileSectionMutationsUpdateLanguageMutation.graphql";
import type { useProfileSectionMutationsUpdateSkillMutation as UpdateSkill } from "./__generated__/useProfileSectionMutationsUpdateSkillMutation.graphql";

// The five list sections of the candidate's profile: add, edit in place and remove. Every one
// answers with the whole profile, and selecting the section's and the progress card's fragments
// lets Relay update both; bad input comes back as one message per field.
// (Relay needs each document written out: they differ only in names.)

const documents = {
  education: {
    add: graphql`mutation useProfileSectionMutationsAddEducationMutation($input: FormacaoInput!) { addFormacao(input: $input) {
      __typename ... on MutationAddFormacaoSuccess { data { ...EducationSection_candidate ...ProgressCard_candidate } }
      ... on Error { message } ... on InvalidInputError { fieldErrors { path message } } } }`,
    update: graphql`mutation useProfileSectionMutationsUpdateEducationMutation($id: ID!, $input: FormacaoInput!) { updateFormacao(id: $id, input: $input) {
      __typename ... on MutationUpdateFormacaoSuccess { data { ...EducationSection_candidate ...ProgressCard_candidate } }
      ... on Error { message } ... on InvalidInputError { fieldErrors { path message } } } }`,
    remove: graphql`mutation useProfileSectionMutationsRemoveEducationMutation($id: ID!) { removeFormacao(id: $id) {
      __typename ... on MutationRemoveFormacaoSuccess { data { ...EducationSection_candidate ...ProgressCard_candidate } }
      ... on Error { message } } }`,
  },
  experience: {
    add: graphql`mutation useProfileSectionMutationsAddExperienceMutation($input: ExperienciaInput!) { addExperiencia(input: $input) {
      __typename ... on MutationAddExperienciaSuccess { data { ...ExperienceSection_candidate ...ProgressCard_candidate } }
      ... on Error { message } ... on InvalidInputError { fieldErrors { path message } } } }`,
    update: graphql`mutation useProfileSectionMutationsUpdateExperienceMutation($id: ID!, $input: ExperienciaInput!) { updateExperiencia(id: $id, input: $input) {
      __typename ... on MutationUpdateExperienciaSuccess { data { ...ExperienceSection_candidate ...ProgressCard_candidate } }
      ... on Error { message } ... on InvalidInputError { fieldErrors { path message } } } }`,
    remove: graphql`mutation useProfileSectionMutationsRemoveExperienceMutation($id: ID!) { removeExperiencia(id: $id) {
      __typename ... on MutationRemoveExperienciaSuccess { data { ...ExperienceSection_candidate ...ProgressCard_candidate } }
      ... on Error { message } } }`,
  },
  skill: {
    add: graphql`mutation useProfileSectionMutationsAddSkillMutation($input: HabilidadeInput!) { addHabilidade(input: $input) {
      __typename ... on MutationAddHabilidadeSuccess { data { ...SkillSection_candidate ...ProgressCard_candidate } }
      ... on Error { message } ... on InvalidInputError { fieldErrors { path message } } } }`,
    update: graphql`mutation useProfileSectionMutationsUpdateSkillMutation($id: ID!, $input: HabilidadeInput!) { updateHabilidade(id: $id, input: $input) {
      __typename ... on MutationUpdateHabilidadeSuccess { data { ...SkillSection_candidate ...ProgressCard_candidate } }
      ... on Error { message } ... on InvalidInputError { fieldErrors { path message } } } }`,
    remove: graphql`mutation useProfileSectionMutationsRemoveSkillMutation($id: ID!) { removeHabilidade(id: $id) {
      __typename ... on MutationRemoveHabilidadeSuccess { data { ...SkillSection_candidate ...ProgressCard_candidate } }
      ... on Error { message } } }`,
  },
  language: {
    add: graphql`mutation useProfileSectionMutationsAddLanguageMutation($input: IdiomaInput!) { addIdioma(input: $input) {
      __typename ... on MutationAddIdiomaSuccess { data { ...LanguageSection_candidate ...ProgressCard_candidate } }
      ... on Error { message } ... on InvalidInputError { fieldErrors { path message } } } }`,
    update: graphql`mutation useProfileSectionMutationsUpdateLanguageMutation($id: ID!, $input: IdiomaInput!) { updateIdioma(id: $id, input: $input) {
      __typename ... on MutationUpdateIdiomaSuccess { data { ...LanguageSection_candidate ...ProgressCard_candidate } }
      ... on Error { message } ... on InvalidInputError { fieldErrors { path message } } } }`,
    remove: graphql`mutation useProfileSectionMutationsRemoveLanguageMutation($id: ID!) { removeIdioma(id: $id) {
      __typename ... on MutationRemoveIdiomaSuccess { data { ...LanguageSection_candidate ...ProgressCard_candidate } }
      ... on Error { message } } }`,
  },
  course: {
    add: graphql`mutation useProfileSectionMutationsAddCourseMutation($input: CursoInput!) { addCurso(input: $input) {
      __typename ... on MutationAddCursoSuccess { data { ...CourseSection_candidate ...ProgressCard_candidate } }
      ... on Error { message } ... on InvalidInputError { fieldErrors { path message } } } }`,
    update: graphql`mutation useProfileSectionMutationsUpdateCourseMutation($id: ID!, $input: CursoInput!) { updateCurso(id: $id, input: $input) {
      __typename ... on MutationUpdateCursoSuccess { data { ...CourseSection_candidate ...ProgressCard_candidate } }
      ... on Error { message } ... on InvalidInputError { fieldErrors { path message } } } }`,
    remove: graphql`mutation useProfileSectionMutationsRemoveCourseMutation($id: ID!) { removeCurso(id: $id) {
      __typename ... on MutationRemoveCursoSuccess { data { ...CourseSection_candidate ...ProgressCard_candidate } }
      ... on Error { message } } }`,
  },
};

interface Operations {
  education: { add: AddEducation; update: UpdateEducation; remove: RemoveEducation };
  experience: { add: AddExperience; update: UpdateExperience; remove: RemoveExperience };
  skill: { add: AddSkill; update: UpdateSkill; remove: RemoveSkill };
  language: { add: AddLanguage; update: UpdateLanguage; remove: RemoveLanguage };
  course: { add: AddCourse; update: UpdateCourse; remove: RemoveCourse };
}

export type ProfileSection = keyof Operations;

/** The spec's toasts for one section, with the noun's gender ('Idioma adicionado', 'Formação adicionada'). */
function sectionToasts(title: string, feminine: boolean) {
  const ending = feminine ? "a" : "o";
  const noun = title.toLowerCase();
  const fallback = "Não foi possível concluir a operação. Tente novamente.";
  const toasts = (done: string, doing: string) => ({
    success: { title: `${title} ${done}${ending} com sucesso` },
    failure: `Erro ao ${doing} ${noun}`,
    fallback,
  });
  return { add: toasts("adicionad", "adicionar"), update: toasts("atualizad", "atualizar"), remove: toasts("removid", "remover") };
}

const toasts: Record<ProfileSection, ReturnType<typeof sectionToasts>> = {
  education: sectionToasts("Formação", true),
  experience: sectionToasts("Experiência", true),
  skill: sectionToasts("Habilidade", true),
  language: sectionToasts("Idioma", false),
  course: sectionToasts("Curso", false),
};

/** Add, update and remove for one section of the profile, each with the spec's toasts (§8). */
export function useProfileSectionMutations<S extends ProfileSection>(section: S) {
  const [add, adding] = useMutationWithToast<Operations[S]["add"]>(documents[section].add, toasts[section].add);
  const [update, updating] = useMutationWithToast<Operations[S]["update"]>(documents[section].update, toasts[section].update);
  const [remove, removing] = useMutationWithToast<Operations[S]["remove"]>(documents[section].remove, toasts[section].remove);
  return { add, update, remove, adding, updating, removing };
}
