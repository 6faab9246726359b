/** PostgreSQL text cannot hold NUL: such input is refused up front instead of failing in the database. */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (depth > 64 || value === null || typeof value !== "object") return false;
  // Uploaded files are bytes, not text: walking them would cost a second per megabyte.
  if (value instanceof Blob || value instanceof ArrayBuffer || ArrayBuffer.isView(value)) return false;
  if (Array.isArray(value)) return value.some((item) => containsNul(item, depth + 1));
  return Object.entries(value).some(([key, item]) => key.includes("\u0000") || containsNul(item, depth + 1));
}
