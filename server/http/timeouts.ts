/** A client that sends its request slowly (to hold a connection and its body in memory) is cut off. */
export const headersTimeoutMs = 10_000;
export const requestTimeoutMs = 30_000;
