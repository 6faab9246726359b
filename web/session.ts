import { fetchQuery, graphql } from "react-relay";
import type { Environment } from "relay-runtime";
import type { sessionViewerQuery, UserType } from "./__generated__/sessionViewerQuery.graphql";

const viewerQuery = graphql`
  query sessionViewerQuery {
    viewer {
      id
      userType
    }
  }
`;

export interface SessionViewer {
  id: string;
  userType: UserType;
}

/** Who is signed in; read from Relay's store after the first request. */
export async function getViewer(environment: Environment): Promise<SessionViewer | null> {
  const data = await fetchQuery<sessionViewerQuery>(environment, viewerQuery, {}, { fetchPolicy: "store-or-network" }).toPromise();
  return data?.viewer ?? null;
}

export const dashboardPath = (userType: UserType) =>
  userType === "EMPRESA" ? ("/dashboard/company" as const) : ("/dashboard/candidate" as const);
