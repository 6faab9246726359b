import { GraphQLError, Kind } from "graphql";
import { builder } from "./builder.ts";

builder.scalarType("DateTime", {
  description: "An instant in ISO 8601 format, e.g. 2026-11-21T12:00:00.000Z",
  serialize: (value) => value.toISOString(),
  parseValue: (value) => {
    const date = typeof value === "string" ? new Date(value) : new Date(NaN);
    if (Number.isNaN(date.getTime())) throw new GraphQLError("DateTime must be an ISO 8601 string");
    return date;
  },
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING) throw new GraphQLError("DateTime must be an ISO 8601 string");
    const date = new Date(ast.value);
    if (Number.isNaN(date.getTime())) throw new GraphQLError("DateTime must be an ISO 8601 string");
    return date;
  },
});
