import type { Config } from "../config.ts";
import { createAccountLimits } from "./accounts.ts";
import { createDownloadLimits } from "./downloads.ts";
import { createRequestLimits } from "./requests.ts";
import type { LimiterStore } from "./store.ts";
import { createViewLimits } from "./views.ts";

export function createLimits(store: LimiterStore, config: Config, onStoreError: (error: unknown) => void) {
  return {
    requests: createRequestLimits(store, config, onStoreError),
    accounts: createAccountLimits(store, config),
    views: createViewLimits(store),
    downloads: createDownloadLimits(store),
  };
}

export type Limits = ReturnType<typeof createLimits>;
