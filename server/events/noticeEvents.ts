import { EventEmitter } from "node:events";
import { Redis } from "ioredis";
import type { Logger } from "../log.ts";

/**
 * Tells the connected browsers of a user that their notices changed (a new
 * one, or some read), wherever the change happened. The seam between the
 * domain, which publishes after its transaction commits, and the GraphQL
 * subscription, which listens per user.
 */
export interface NoticeEvents {
  /** `noticeId`: the notice just made, or null when notices were read. */
  publish(userId: string, noticeId: string | null): void;
  /** Resolves once events for this user reach `onEvent` (with Redis: once the server confirmed); returns how to stop. */
  listen(userId: string, onEvent: (noticeId: string | null) => void): Promise<() => void>;
  /** Resolves when the process begins to shut down: open streams end then, and browsers reconnect to another. */
  readonly draining: Promise<void>;
  drain(): void;
  close(): Promise<void>;
}

function drainSignal() {
  let drain = () => {};
  const draining = new Promise<void>((resolve) => (drain = resolve));
  return { draining, drain };
}

/** One process (the embedded database admits no other): an in-memory emitter. */
export function createLocalNoticeEvents(): NoticeEvents {
  const emitter = new EventEmitter();
  // One listener per open tab of a signed-in user: many, and none of them a leak.
  emitter.setMaxListeners(0);
  return {
    ...drainSignal(),
    publish: (userId, noticeId) => void emitter.emit(userId, noticeId),
    listen: async (userId, onEvent) => {
      emitter.on(userId, onEvent);
      return () => void emitter.off(userId, onEvent);
    },
    close: async () => void emitter.removeAllListeners(),
  };
}

/**
 * Several processes on one PostgreSQL: events travel through Redis pub/sub,
 * one channel per user with listeners here, so a process hears only about
 * the users it has open streams for. (The same idea as
 * @graphql-yoga/redis-event-target, on the ioredis client we already have.)
 */
export function createRedisNoticeEvents(redisUrl: string, prefix: string, log: Logger): NoticeEvents {
  const publisher = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  const subscriber = new Redis(redisUrl);
  for (const client of [publisher, subscriber]) client.on("error", (error) => log.warn({ err: error }, "notice events: redis connection failed"));
  const channel = (userId: string) => `${prefix}notificacoes:${userId}`;
  const channels = new Map<string, { listeners: Set<(noticeId: string | null) => void>; subscribed: Promise<unknown> }>();

  /** A refused SUBSCRIBE is forgotten, so the next stream tries again. */
  const subscribe = (name: string) =>
    subscriber.subscribe(name).catch((error: unknown) => {
      channels.delete(name);
      throw error;
    });

  subscriber.on("message", (name: string, message: string) => {
    for (const onEvent of channels.get(name)?.listeners ?? []) onEvent(message || null);
  });

  return {
    ...drainSignal(),
    publish(userId, noticeId) {
      publisher.publish(channel(userId), noticeId ?? "").catch((error) => log.warn({ err: error, userId }, "notice event not published"));
    },
    async listen(userId, onEvent) {
      const name = channel(userId);
      const entry = channels.get(name) ?? { listeners: new Set(), subscribed: subscribe(name) };
      channels.set(name, entry);
      const { listeners, subscribed } = entry;
      listeners.add(onEvent);
      await subscribed;
      return () => {
        listeners.delete(onEvent);
        if (listeners.size > 0 || channels.get(name) !== entry) return;
        channels.delete(name);
        subscriber.unsubscribe(name).catch((error) => log.warn({ err: error }, "notice events: unsubscribe failed"));
      };
    },
    async close() {
      channels.clear();
      await Promise.all([publisher, subscriber].map((client) => client.quit().catch(() => client.disconnect())));
    },
  };
}

export const createNoticeEvents = (redisUrl: string | undefined, prefix: string, log: Logger): NoticeEvents =>
  redisUrl ? createRedisNoticeEvents(redisUrl, prefix, log) : createLocalNoticeEvents();
