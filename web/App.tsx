import { RouterProvider } from "@tanstack/react-router";
import { StrictMode, useEffect } from "react";
import { RelayEnvironmentProvider } from "react-relay";
import type { Environment } from "relay-runtime";
import { ThemeProvider } from "styled-components";
import { DrawnAtContext } from "./drawnAt.ts";
import { ToasterProvider } from "./components/Toaster.tsx";
import { replayEarlyInput } from "./earlyInput.ts";
import type { createAppRouter } from "./router.tsx";
import { theme } from "./theme/theme.ts";

interface AppProps {
  environment: Environment;
  router: ReturnType<typeof createAppRouter>;
  /** On a page the server draws, and as the browser hydrates it: the instant it was drawn at (web/drawnAt.ts). */
  drawnAt?: number;
}

/** The whole app, one tree for the browser and the server: hydration needs the same elements on both sides. */
export function App({ environment, router, drawnAt }: AppProps) {
  useEffect(replayEarlyInput, []);
  return (
    <StrictMode>
      <ThemeProvider theme={theme}>
        <RelayEnvironmentProvider environment={environment}>
          <DrawnAtContext value={drawnAt ?? null}>
            <ToasterProvider>
              <RouterProvider router={router} />
            </ToasterProvider>
          </DrawnAtContext>
        </RelayEnvironmentProvider>
      </ThemeProvider>
    </StrictMode>
  );
}
