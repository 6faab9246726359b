/**
 * A process that cannot take connections (its port taken, or not its to take) exits with this code (EX_CONFIG):
 * `start:cluster` then stops, where it would start the worker again and again for the same failure.
 */
export const cannotListen = 78;
