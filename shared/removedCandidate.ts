/** What a company sees in place of a candidate who deleted their account: the application stays, the person does not. */
export const removedCandidateName = "Candidato removido";
