import { GraphQLError, Kind } from "graphql";
import { builder, inPublicApi } from "./builder.ts";

const dateTimeError = () => new GraphQLError("DateTime deve ser um instante ISO 8601, por exemplo 2026-11-21T12:00:00Z");
const dateError = () => new GraphQLError("Date deve ser uma data AAAA-MM-DD, por exemplo 2026-12-31");

function parseDateTime(value: unknown): Date {
  const date = typeof value === "string" ? new Date(value) : new Date(Number.NaN);
  if (Number.isNaN(date.getTime())) throw dateTimeError();
  return date;
}

function parseDate(value: unknown): string {
  if (typeof value !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(value))) throw dateError();
  return value;
}

builder.scalarType("DateTime", {
  subGraphs: inPublicApi,
  description: "Um instante no formato ISO 8601, em UTC, por exemplo 2026-11-21T12:00:00.000Z.",
  serialize: (value) => value.toISOString(),
  parseValue: parseDateTime,
  parseLiteral: (ast) => parseDateTime(ast.kind === Kind.STRING ? ast.value : undefined),
});

builder.scalarType("Date", {
  subGraphs: inPublicApi,
  description: "Uma data do calendário, AAAA-MM-DD, por exemplo 2026-12-31.",
  serialize: (value) => value.toISOString().slice(0, 10),
  parseValue: parseDate,
  parseLiteral: (ast) => parseDate(ast.kind === Kind.STRING ? ast.value : undefined),
});
