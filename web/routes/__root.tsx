import { createRootRouteWithContext, Outlet } from "@tanstack/react-router";
import { graphql, usePreloadedQuery } from "react-relay";
import type { Environment } from "relay-runtime";
import styled from "styled-components";
import { SkipLink } from "../components/SkipLink.tsx";
import { NotFoundPage } from "../components/StatusPages.tsx";
import { preload } from "../relay/preload.ts";
import { Navbar } from "./-layout/Navbar.tsx";
import { CONTENT_ID, useFocusOnNavigation } from "./-layout/useFocusOnNavigation.ts";
import { useFocusRescue } from "./-layout/useFocusRescue.ts";
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
`;

/** The page under the bar: the skip link's target (focusable by script only) and what fills the height. */
const Content = styled.div`
  flex: 1;
  display: flex;
  flex-direction: column;
  & > main { flex: 1; }
  &:focus { outline: none; }
  /* A skip link scrolls it into view: not under the sticky bar. */
  scroll-margin-top: ${({ theme }) => theme.layout.navHeight};
`;

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  loader: ({ context }) => preload<RootQuery>(context.environment, rootQuery, {}, "store-or-network"),
  component: function RootLayout() {
    const data = usePreloadedQuery<RootQuery>(rootQuery, rootRoute.useLoaderData());
    useFocusOnNavigation();
    useFocusRescue();
    return (
      <Shell>
        <SkipLink target={CONTENT_ID} />
        <Navbar viewer={data.viewer ?? null} />
        <Content id={CONTENT_ID} tabIndex={-1}>
          <Outlet />
        </Content>
      </Shell>
    );
  },
  notFoundComponent: NotFoundPage,
});
