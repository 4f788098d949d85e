/**
 * Live events for signed-in players across every server process (DESIGN.md §1: events fan out with
 * PostgreSQL `LISTEN/NOTIFY`; docs/decisions/046-live-events.md). A module publishes a small event
 * about one member or a whole brand; every process hears it and hands it to the streams of that
 * member (or brand) it holds. Events are hints that something changed (a new message, a balance, a
 * contract request): a stream that missed one re-reads the state when it reconnects, so nothing
 * depends on every event arriving.
 *
 * `publish` inside a transaction (pass the transaction) is delivered only if it commits. NOTIFY
 * serialises committing transactions that use it, so the money path never publishes inside its
 * own transaction: it publishes after commit.
 */
import { sql } from 'drizzle-orm';
import type { Database, Unlisten } from '../db/client.ts';

export const LIVE_EVENTS_CHANNEL = 'luckwell_live';

/** NOTIFY payloads are limited to 8,000 bytes; events carry ids and counts, never documents. */
const MAX_PAYLOAD_BYTES = 7_000;

export type LiveEvent = {
  merchantId: number;
  /** The member it is about; null for every signed-in member of the brand. */
  memberId: number | null;
  /** What changed: `balance`, `message`, `unread`, … (each stream decides what to send on). */
  type: string;
  data?: Record<string, unknown>;
  /**
   * Set: the event is for the subscribers of these topics only (a live-support conversation and the
   * support desk, ADR 078), never for the member streams.
   */
  topics?: string[];
};

export type LiveEventHandler = (event: LiveEvent) => void;

type Log = { warn: (obj: object, msg: string) => void };

const isLiveEvent = (value: unknown): value is LiveEvent => {
  if (typeof value !== 'object' || value === null) return false;
  const event = value as Record<string, unknown>;
  return (
    Number.isInteger(event.merchantId) &&
    (event.memberId === null || Number.isInteger(event.memberId)) &&
    typeof event.type === 'string' &&
    (event.topics === undefined ||
      (Array.isArray(event.topics) && event.topics.every((topic) => typeof topic === 'string')))
  );
};

export const createEventBus = ({
  db,
  listen,
  log,
}: {
  db: Database;
  listen: (channel: string, onPayload: (payload: string) => void) => Promise<Unlisten>;
  log?: Log;
}) => {
  /** This process's subscribers, by brand. */
  const subscribers = new Map<number, Set<{ memberId: number; handler: LiveEventHandler }>>();
  /** This process's subscribers, by topic. */
  const topicSubscribers = new Map<string, Set<LiveEventHandler>>();
  let listening: Promise<Unlisten> | undefined;

  const deliver = (payload: string) => {
    let event: unknown;
    try {
      event = JSON.parse(payload);
    } catch {
      event = undefined;
    }
    if (!isLiveEvent(event)) {
      log?.warn({ payload: payload.slice(0, 200) }, 'live events: an unreadable notification was ignored');
      return;
    }
    if (event.topics) {
      for (const topic of event.topics)
        for (const handler of topicSubscribers.get(topic) ?? []) handler(event);
      return;
    }
    for (const subscriber of subscribers.get(event.merchantId) ?? []) {
      if (event.memberId === null || event.memberId === subscriber.memberId) subscriber.handler(event);
    }
  };

  /** Sends `event` to every process; with `executor` a transaction, only once it commits. */
  const publish = async (event: LiveEvent, executor: Database = db) => {
    const payload = JSON.stringify(event);
    if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) {
      throw new Error(`live event '${event.type}' is ${Buffer.byteLength(payload)} bytes; keep it small`);
    }
    await executor.execute(sql`select pg_notify(${LIVE_EVENTS_CHANNEL}, ${payload})`);
  };

  /** Hands this process's events about `memberId` (and their brand's) to `handler`; answers its stop. */
  const subscribe = async (merchantId: number, memberId: number, handler: LiveEventHandler) => {
    listening ??= listen(LIVE_EVENTS_CHANNEL, deliver);
    await listening;
    const entry = { memberId, handler };
    const set = subscribers.get(merchantId) ?? new Set();
    subscribers.set(merchantId, set.add(entry));
    return () => {
      set.delete(entry);
      if (set.size === 0) subscribers.delete(merchantId);
    };
  };

  /** Hands this process's events of `topic` to `handler`; answers its stop. */
  const subscribeTopic = async (topic: string, handler: LiveEventHandler) => {
    listening ??= listen(LIVE_EVENTS_CHANNEL, deliver);
    await listening;
    const set = topicSubscribers.get(topic) ?? new Set();
    topicSubscribers.set(topic, set.add(handler));
    return () => {
      set.delete(handler);
      if (set.size === 0) topicSubscribers.delete(topic);
    };
  };

  const close = async () => {
    subscribers.clear();
    topicSubscribers.clear();
    const stop = await listening;
    listening = undefined;
    await stop?.();
  };

  /** How many streams this process holds (the health of a node, and the tests). */
  const streamCount = () =>
    [...subscribers.values(), ...topicSubscribers.values()].reduce((n, set) => n + set.size, 0);

  return { publish, subscribe, subscribeTopic, close, streamCount };
};

export type EventBus = ReturnType<typeof createEventBus>;
