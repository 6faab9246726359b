import { brazilDay, isCalendarDate, recentPeriod } from "../../../shared/analyticsPeriod.ts";
import { toGlobalId } from "../../relay/ids.ts";

// The analytics screen's choices live in the URL (/company/analytics?periodo=90&vaga=…,
// or ?de=2026-03-01&ate=2026-03-31 for dates of one's own), so a reload or a shared
// link shows the same numbers. `vaga` is the job's id, as in /jobs/{id}.

export const presetDays = [7, 30, 90] as const;
export type PresetDays = (typeof presetDays)[number];
export const defaultDays: PresetDays = 30;

/** The keys as the route keeps them; `parseAnalyticsSearch` reads what they mean. */
export interface AnalyticsSearch {
  periodo?: number;
  de?: string;
  ate?: string;
  vaga?: string;
}

export interface AnalyticsChoice {
  periodo?: PresetDays;
  de?: string;
  ate?: string;
  vaga?: string;
}

const asDate = (value: unknown) => (typeof value === "string" && isCalendarDate(value) ? value : undefined);

/** What the URL asks for: what this screen understands of it, dates only in pairs; a bad link still opens the screen. */
export function parseAnalyticsSearch(raw: AnalyticsSearch): AnalyticsChoice {
  const de = asDate(raw.de);
  const ate = asDate(raw.ate);
  const days = Number(raw.periodo);
  const vaga = typeof raw.vaga === "string" && /^[A-Za-z0-9_-]{1,64}$/.test(raw.vaga) ? raw.vaga : undefined;
  const custom = de !== undefined && ate !== undefined;
  return {
    periodo: !custom && (presetDays as readonly number[]).includes(days) ? (days as PresetDays) : undefined,
    de: custom ? de : undefined,
    ate: custom ? ate : undefined,
    vaga,
  };
}

/** The period a choice names: its own dates, or the last 7, 30 or 90 days up to today in Brasília. */
export function periodOf(choice: AnalyticsChoice, today = brazilDay()): { de: string; ate: string } {
  if (choice.de && choice.ate) return { de: choice.de, ate: choice.ate };
  return recentPeriod(choice.periodo ?? defaultDays, today);
}

/** The analytics query's variables for what the URL asks. */
export function analyticsVariables(search: AnalyticsSearch) {
  const choice = parseAnalyticsSearch(search);
  return { ...periodOf(choice), vagaId: choice.vaga ? toGlobalId("Vaga", choice.vaga) : null };
}

/** One key per set of numbers, so a new choice starts its results from the skeleton. */
export const resultsKey = (search: AnalyticsSearch) => JSON.stringify(analyticsVariables(search));
