// Guessing passwords: after `maxFailures` wrong passwords for one email within
// `windowMs`, further attempts for that email are refused until the window
// passes. Kept in this process's memory: behind several processes each counts
// its own share, which still bounds guessing.

const maxFailures = 10;
const windowMs = 15 * 60 * 1000;
const maxTracked = 10_000;

const failures = new Map<string, number[]>();

const recent = (email: string, now: number) => (failures.get(email) ?? []).filter((at) => now - at < windowMs);

export function isLoginBlocked(email: string, now = Date.now()): boolean {
  return recent(email, now).length >= maxFailures;
}

export function recordLoginFailure(email: string, now = Date.now()): void {
  if (failures.size >= maxTracked && !failures.has(email)) failures.delete(failures.keys().next().value!);
  failures.set(email, [...recent(email, now), now]);
}

export function clearLoginFailures(email: string): void {
  failures.delete(email);
}
