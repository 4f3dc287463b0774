import { randomUUID } from "node:crypto";
import pg from "pg";
import { logError, logInfo } from "../log.server";

/**
 * Cache invalidation across app instances, on PostgreSQL's LISTEN/NOTIFY. Each process keeps
 * in-memory caches of database reads (product pages, taxonomy, settings…); a staff change made
 * through one instance must clear them in all. A module registers what clears its cache under a
 * topic (`onBroadcast("products", clear)`), and its invalidation function calls
 * `broadcast("products")` after the writing transaction committed: the local caches clear at once,
 * and a NOTIFY tells every other instance, whose bus clears the same topic.
 *
 * One dedicated connection per process listens (and sends). When it drops (a PostgreSQL restart,
 * a network cut) the bus reconnects with a growing delay, and on each reconnect clears every
 * cache: messages sent while it was away are lost, so nothing cached before can be trusted.
 * Without a started bus (tests, scripts) a broadcast clears the local caches only.
 *
 * Broadcasts coalesce: while one NOTIFY of a topic is on its way, further broadcasts of it are
 * folded into one more sent after it, so a burst of checkouts (each clears the product pages)
 * costs a few NOTIFYs, and the last change is always followed by one.
 */
export const CACHE_CHANNEL = "sattva_cache";

type Clear = () => void;

export interface CacheBus {
  /** Registers `clear` for `topic` ("*" for every topic); returns a function that unregisters it. */
  on(topic: string, clear: Clear): () => void;
  /** Clears `topic` here at once and in every other instance (resolves once the NOTIFY is sent). */
  broadcast(topic: string): Promise<void>;
  /** Clears every registered cache here. */
  clearAll(): void;
  /** Connects and listens; resolves once listening (or throws when the first connect fails). */
  start(url: string): Promise<void>;
  stop(): Promise<void>;
  /** This bus's id (the NOTIFY payload carries it, so a bus ignores its own messages). */
  readonly id: string;
  /** Times the listening connection was (re)established. */
  readonly connects: number;
  readonly listening: boolean;
}

export interface CacheBusOptions {
  /** First reconnect delay (doubles up to `maxReconnectMs`). */
  reconnectMs?: number;
  maxReconnectMs?: number;
}

export function createCacheBus({ reconnectMs = 250, maxReconnectMs = 10_000 }: CacheBusOptions = {}): CacheBus {
  const id = randomUUID();
  const handlers = new Map<string, Set<Clear>>();
  let client: pg.Client | undefined;
  let url: string | undefined;
  let stopped = true;
  let connects = 0;
  let retryTimer: NodeJS.Timeout | undefined;
  let delay = reconnectMs;
  /** Per topic: a NOTIFY on its way, and whether another is owed after it. */
  const sending = new Map<string, { done: Promise<void>; again: boolean }>();

  function clear(topic: string) {
    const run = (fns: Set<Clear> | undefined) =>
      fns?.forEach((fn) => {
        try {
          fn();
        } catch (error) {
          logError(error, { where: "cache bus", topic });
        }
      });
    run(handlers.get(topic));
    if (topic !== "*") run(handlers.get("*"));
  }

  function clearAll() {
    for (const topic of handlers.keys()) if (topic !== "*") clear(topic);
    clear("*");
  }

  function onMessage(msg: pg.Notification) {
    if (msg.channel !== CACHE_CHANNEL || !msg.payload) return;
    const sep = msg.payload.indexOf(" ");
    if (sep < 0 || msg.payload.slice(0, sep) === id) return;
    clear(msg.payload.slice(sep + 1));
  }

  async function connect() {
    const c = new pg.Client({ connectionString: url, application_name: "sattva-cache-bus", keepAlive: true });
    c.on("notification", onMessage);
    c.on("error", (error) => {
      if (client !== c) return;
      logError(error, { where: "cache bus connection" });
      drop(c);
    });
    c.on("end", () => {
      if (client === c) drop(c);
    });
    await c.connect();
    await c.query(`LISTEN ${CACHE_CHANNEL}`);
    if (stopped) {
      await c.end().catch(() => {});
      return;
    }
    client = c;
    connects++;
    delay = reconnectMs;
    // Whatever was broadcast while this process was not listening is lost: start afresh.
    if (connects > 1) {
      logInfo("[cache] bus reconnected: every cache cleared");
      clearAll();
    }
  }

  function drop(c: pg.Client) {
    client = undefined;
    c.end().catch(() => {});
    clearAll();
    scheduleReconnect();
  }

  function scheduleReconnect() {
    if (stopped || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      connect().catch((error: unknown) => {
        logError(error, { where: "cache bus reconnect" });
        delay = Math.min(delay * 2, maxReconnectMs);
        scheduleReconnect();
      });
    }, delay);
    retryTimer.unref();
  }

  async function notify(topic: string) {
    const payload = `${id} ${topic}`;
    const c = client;
    if (!c) throw new Error("the cache bus is not connected");
    await c.query("SELECT pg_notify($1, $2)", [CACHE_CHANNEL, payload]);
  }

  async function send(topic: string): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await notify(topic);
      } catch (error) {
        // Not connected or the connection dropped: the others' buses clear everything when
        // theirs drops too; when only ours did, retry a few times before giving up (logged).
        if (attempt >= 4 || stopped) {
          logError(error, { where: "cache bus notify", topic });
          return;
        }
        await new Promise((r) => setTimeout(r, 200 * 2 ** attempt));
      }
    }
  }

  return {
    id,
    get connects() {
      return connects;
    },
    get listening() {
      return client !== undefined;
    },
    on(topic, fn) {
      let set = handlers.get(topic);
      if (!set) handlers.set(topic, (set = new Set()));
      set.add(fn);
      return () => set.delete(fn);
    },
    broadcast(topic) {
      clear(topic);
      if (stopped) return Promise.resolve();
      const pending = sending.get(topic);
      if (pending) {
        pending.again = true;
        return pending.done;
      }
      const entry = { again: false, done: Promise.resolve() };
      entry.done = (async () => {
        try {
          do {
            entry.again = false;
            await send(topic);
          } while (entry.again && !stopped);
        } finally {
          sending.delete(topic);
        }
      })();
      sending.set(topic, entry);
      return entry.done;
    },
    clearAll,
    async start(connectionString) {
      url = connectionString;
      stopped = false;
      try {
        await connect();
      } catch (error) {
        scheduleReconnect();
        throw error;
      }
    },
    async stop() {
      stopped = true;
      clearTimeout(retryTimer);
      retryTimer = undefined;
      const c = client;
      client = undefined;
      await Promise.allSettled([...sending.values()].map((s) => s.done));
      await c?.end().catch(() => {});
    },
  };
}

// ---- the process's bus -------------------------------------------------------------------------

const holder = globalThis as unknown as { __sattvaCacheBus?: CacheBus };

/** The process-wide bus (one per process, shared by the server bundle and tests). */
export function cacheBus(): CacheBus {
  return (holder.__sattvaCacheBus ??= createCacheBus());
}

/** Registers what clears a cache of this process when `topic` is broadcast (by any instance). */
export function onBroadcast(topic: string, clear: Clear) {
  return cacheBus().on(topic, clear);
}

/**
 * Clears `topic`'s caches here and in every other instance. Call it after the change committed;
 * it does not throw (a failed NOTIFY is retried, then logged), so callers need not await it.
 */
export function broadcast(topic: string): Promise<void> {
  return cacheBus().broadcast(topic);
}
