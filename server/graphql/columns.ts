/**
 * The resolver of a field whose column its type's own `select` loads with every row. In select mode an exposed
 * field is selected on its own, and the Prisma plugin then asks, for every row and field, which query loaded it
 * (`@pothos/selection-mapper`): on a search page of 20 jobs, 320 such lookups, the most costly part of the
 * request's own CPU. Columns of a few bytes go in the type's `select` instead, and their fields read the row.
 */
export const column =
  <Key extends string>(key: Key) =>
  <Row extends { [K in Key]: unknown }>(row: Row): Row[Key] =>
    row[key];
