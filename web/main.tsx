import { RouterProvider } from "@tanstack/react-router";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RelayEnvironmentProvider } from "react-relay";
import { ThemeProvider } from "styled-components";
import { ToasterProvider } from "./components/Toaster.tsx";
import { createEnvironment } from "./relay/environment.ts";
import { createAppRouter } from "./router.tsx";
import { GlobalStyle } from "./theme/GlobalStyle.ts";
import { theme } from "./theme/theme.ts";

// `npm run dev:mock` swaps the network for a mocked schema; the import is dropped from production builds.
const environment = import.meta.env.VITE_MOCK
  ? (await import("./relay/mock-environment.ts")).createMockEnvironment()
  : createEnvironment();
const router = createAppRouter(environment);

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <RelayEnvironmentProvider environment={environment}>
        <ToasterProvider>
          <RouterProvider router={router} />
        </ToasterProvider>
      </RelayEnvironmentProvider>
    </ThemeProvider>
  </StrictMode>,
);
