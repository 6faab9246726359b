import { generateMockData } from "./generate.ts";
import { MockStore, type MockState } from "./store.ts";

// The mock's state in the tab's sessionStorage: a reload keeps the session and
// every change made; a new tab, or `sessionStorage.clear()`, starts over from the seed.

const key = "encaixe-mock:v2";

function load(): MockState | null {
  try {
    const saved = sessionStorage.getItem(key);
    return saved ? (JSON.parse(saved) as MockState) : null;
  } catch {
    return null;
  }
}

function save(state: MockState) {
  try {
    sessionStorage.setItem(key, JSON.stringify(state));
  } catch (error) {
    // Over the storage quota: the change stays in memory until the next reload.
    console.warn("mock: could not keep the state in sessionStorage", error);
  }
}

/**
 * VITE_MOCK_ROLE=CANDIDATO or EMPRESA starts a new tab signed in as the demo candidate or
 * company; anything else (VISITANTE, or unset) signed out.
 */
export function openBrowserStore(role: string | undefined): MockStore {
  const saved = load();
  if (saved) {
    // A tab's state from before saved jobs, notice preferences and alerts existed.
    saved.data.vagasSalvas ??= [];
    saved.data.preferenciasNotificacao ??= [];
    saved.data.alertasVagas ??= [];
    return new MockStore(saved, save);
  }
  const data = generateMockData();
  const demo = data.users.find((user) => user.userType === role);
  return new MockStore({ data, userId: demo?.id ?? null }, save);
}
