import * as v from "valibot";
import { isCalendarDate, maxPeriodDays, periodLength } from "../analyticsPeriod.ts";

const dateField = (message: string) => v.pipe(v.string(message), v.trim(), v.check(isCalendarDate, message));

/**
 * A period the server computes: real dates, in order, ending today at the latest
 * (nothing is counted in the future) and at most a year long, so a request reads a
 * bounded number of days.
 */
export const periodSchema = (today: string) =>
  v.pipe(
    v.object({ de: dateField("Data inicial inválida"), ate: dateField("Data final inválida") }),
    v.forward(
      v.check(({ ate }) => ate <= today, "A data final não pode ser depois de hoje"),
      ["ate"],
    ),
    v.forward(
      v.check(({ de, ate }) => de <= ate, "A data inicial não pode ser depois da data final"),
      ["de"],
    ),
    v.forward(
      v.check(({ de, ate }) => periodLength(de, ate) <= maxPeriodDays, `Escolha um período de no máximo ${maxPeriodDays} dias`),
      ["de"],
    ),
  );
