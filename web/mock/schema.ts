import { makeExecutableSchema } from "@graphql-tools/schema";
import { graphql, type ExecutionResult } from "graphql";
import { analyticsResolvers } from "./analytics.ts";
import { applicationMutations } from "./mutate-applications.ts";
import { authMutations } from "./mutate-auth.ts";
import { jobMutations } from "./mutate-jobs.ts";
import { profileMutations } from "./mutate-profiles.ts";
import { addedItemResolvers, sectionMutations } from "./mutate-sections.ts";
import { jobResolvers } from "./resolve-jobs.ts";
import { peopleResolvers } from "./resolve-people.ts";
import { notificationMutations, notificationResolvers } from "./notifications.ts";
import { queryResolvers } from "./resolve-query.ts";
import { jobAlertResolvers } from "./jobAlerts.ts";
import { noticePreferenceResolvers } from "./noticePreferences.ts";
import { pcdResolvers } from "./pcd.ts";
import { privacyResolvers } from "./privacy.ts";
import { savedJobResolvers } from "./savedJobs.ts";
import type { MockStore } from "./store.ts";

// schema.graphql with resolvers over the mock store, in place of the server.
// A field without a resolver reads the record's property of the same name;
// a resolver missing for a required field fails loudly (the schema test runs
// every operation of the app), rather than inventing a value.

export function createMockSchema(typeDefs: string) {
  return makeExecutableSchema({
    typeDefs,
    resolvers: [
      {
        ...queryResolvers,
        ...jobResolvers,
        ...peopleResolvers,
        ...addedItemResolvers,
        Query: { ...queryResolvers.Query, ...notificationResolvers.Query },
        User: { ...peopleResolvers.User, ...notificationResolvers.User },
        Notificacao: notificationResolvers.Notificacao,
        Subscription: notificationResolvers.Subscription,
        Mutation: { ...jobMutations, ...applicationMutations, ...profileMutations, ...sectionMutations, ...authMutations, ...notificationMutations },
      },
      savedJobResolvers,
      jobAlertResolvers,
      noticePreferenceResolvers,
      analyticsResolvers,
      pcdResolvers,
      privacyResolvers,
    ],
  });
}

export type MockSchema = ReturnType<typeof createMockSchema>;

/** Runs one operation, as the server would answer it. */
export const runMockOperation = (schema: MockSchema, store: MockStore, source: string, variableValues?: Record<string, unknown>) =>
  graphql({ schema, source, variableValues, contextValue: { store } }) as Promise<ExecutionResult>;
