// Whole numbers as Brazilians write them (1.234.567), without Intl. The first Intl formatter a page
// makes loads ICU's locale data: on this 2-core machine 40–200 ms of main thread before any CPU
// throttling, in the middle of hydrating the public pages, whose cards show counts and salaries.
// The strings are Intl's own for pt-BR (tests/server/pt-br-formats.test.ts compares them).

/** 1234567 → '1.234.567'; rounded half away from zero, as Intl rounds. */
export function formatCount(value: number): string {
  const grouped = String(Math.round(Math.abs(value))).replace(/\B(?=(\d{3})+$)/g, ".");
  return value < 0 ? `-${grouped}` : grouped;
}
