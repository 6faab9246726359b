import { contratoLabels, modalidadeLabels, nivelLabels, pcdVagaLabels } from "../../../shared/catalog.ts";
import { formatCount, labelFrom } from "../../format.ts";

// How a job's level, contract and work mode read ('Pleno', 'CLT', 'Híbrido'); the catalog is the server's.
export const levelLabel = labelFrom(nivelLabels);
export const contractLabel = labelFrom(contratoLabels);
export const workModeLabel = labelFrom(modalidadeLabels);
/** A job's PcD mark ('Também para PcD'); a job with neither has none to show. */
export const pcdLabel = labelFrom(pcdVagaLabels);

/** How many candidates applied to a job: '1 candidato', '12 candidatos'. */
export const candidateCountText = (count: number) => (count === 1 ? "1 candidato" : `${formatCount(count)} candidatos`);
