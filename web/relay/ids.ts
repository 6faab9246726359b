// URLs carry database ids (/jobs/abc123), as the REST API and crawlers see
// them; GraphQL arguments take global ids. These convert between the two.

export const toGlobalId = (type: string, id: string) => btoa(`${type}:${id}`);

export function fromGlobalId(globalId: string): string {
  const decoded = atob(globalId);
  return decoded.slice(decoded.indexOf(":") + 1);
}
