import { applicationTransitions, companyApplicationLabels, withdrawableStatus } from "../../../shared/pipeline.ts";

// An application's status as the rules in shared/pipeline.ts have it (the same rules the API
// enforces): how the company reads it, where the company may move it, when the candidate may withdraw it.

export type ApplicationStatus = keyof typeof companyApplicationLabels;

export const isApplicationStatus = (status: string): status is ApplicationStatus => Object.hasOwn(companyApplicationLabels, status);

/** 'Nova', 'Vista', 'Análise', 'Em Processo', 'Aprovada', 'Rejeitada', 'Contratado'. */
export const companyStatusLabel = (status: string) => (isApplicationStatus(status) ? companyApplicationLabels[status] : status);

/** The statuses the company may move an application to from `status`; none once it has ended. */
export const nextStatuses = (status: string): readonly ApplicationStatus[] => (isApplicationStatus(status) ? applicationTransitions[status] : []);

/** The candidate may withdraw only before the company has looked. */
export const canWithdraw = (status: string) => status === withdrawableStatus;

/** Opening an application marks it seen ('Vista') only while the pipeline still allows that step. */
export const canMarkViewed = (status: string) => nextStatuses(status).includes("VISUALIZADA_PELA_EMPRESA");
