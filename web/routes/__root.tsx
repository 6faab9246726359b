import { createRootRouteWithContext, Outlet } from "@tanstack/react-router";
import { graphql, usePreloadedQuery } from "react-relay";
import type { Environment } from "relay-runtime";
import styled from "styled-components";
import { NotFoundPage } from "../components/StatusPages.tsx";
import { preload } from "../relay/preload.ts";
import { Navbar } from "./-layout/Navbar.tsx";
import type { RootQuery } from "./__generated__/RootQuery.graphql";

export interface RouterContext {
  environment: Environment;
}

/** Every page runs it: the server names it in a preload link of pages it does not render. */
export const rootQuery = graphql`
  query RootQuery {
    viewer {
      ...Navbar_viewer
    }
  }
`;

const Shell = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  & > main { flex: 1; }
`;

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  loader: ({ context }) => preload<RootQuery>(context.environment, rootQuery, {}, "store-or-network"),
  component: function RootLayout() {
    const data = usePreloadedQuery<RootQuery>(rootQuery, rootRoute.useLoaderData());
    return (
      <Shell>
        <Navbar viewer={data.viewer ?? null} />
        <Outlet />
      </Shell>
    );
  },
  notFoundComponent: NotFoundPage,
});
