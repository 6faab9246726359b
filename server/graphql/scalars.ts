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

builder.scalarType("Date", {
  description: "A calendar date, YYYY-MM-DD",
  serialize: (value) => value.toISOString().slice(0, 10),
  parseValue: (value) => {
    if (typeof value !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(value)) throw new GraphQLError("Date must be YYYY-MM-DD");
    return value;
  },
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING || !/^\d{4}-\d{2}-\d{2}$/.test(ast.value)) throw new GraphQLError("Date must be YYYY-MM-DD");
    return ast.value;
  },
});
