import { EventEmitter } from "node:events";

/**
 * Wakes this process's job alerts (server/domain/alertSweeper.ts) once a job
 * has become active and its transaction has committed. Other processes learn
 * of it on their own schedule; the sweep itself reads the database alone.
 */
export const jobPublications = new EventEmitter();
// One listener per app in the process: tests run several at once.
jobPublications.setMaxListeners(0);

export const announceJobPublished = () => void jobPublications.emit("published");
