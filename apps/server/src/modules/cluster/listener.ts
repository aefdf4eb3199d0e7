import pg from 'pg';
import type { Logger } from 'pino';
import type { Change } from './change-bus';
import { CHANGES_CHANNEL } from './notify';

const FIRST_RETRY_MS = 500;
const MAX_RETRY_MS = 10_000;

export interface ListenerEvents {
  onChange: (change: Change) => void;
  /** Called after every (re)connection: notifications sent while disconnected are lost, so the caller re-checks. */
  onConnected: () => void;
  /** Told of connection state changes (metrics). */
  onState?: (connected: boolean) => void;
}

function parseChange(payload: string | undefined): Change | null {
  try {
    const value = JSON.parse(payload ?? '') as Partial<Change>;
    if (typeof value.project !== 'string' || (value.what !== 'catalog' && value.what !== 'settings')) return null;
    return { project: value.project, what: value.what };
  } catch {
    return null;
  }
}

/**
 * LISTEN on one dedicated connection (a pooled one would be handed to queries), reconnecting
 * with backoff, 0.5 s doubling to 10 s, after the server restarts or the connection drops.
 */
export function startChangeListener(url: string, log: Logger, events: ListenerEvents) {
  let client: pg.Client | null = null;
  let stopped = false;
  let retryMs = FIRST_RETRY_MS;
  let timer: NodeJS.Timeout | null = null;
  let reconnects = 0;

  function retry() {
    if (stopped || timer) return;
    events.onState?.(false);
    timer = setTimeout(() => {
      timer = null;
      void connect();
    }, retryMs);
    timer.unref();
    retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
  }

  async function connect() {
    // TCP keep-alive: a server that vanished without closing the socket is noticed, not waited on forever.
    const next = new pg.Client({ connectionString: url, keepAlive: true });
    client = next;
    // One handler for both: an error is followed by 'end', and either means the connection is gone.
    const lost = (error?: Error) => {
      if (client !== next) return;
      client = null;
      if (!stopped) log.warn({ err: error }, 'change listener lost its connection; reconnecting');
      next.end().catch(() => {});
      retry();
    };
    next.on('error', lost);
    next.on('end', () => lost());
    next.on('notification', (message) => {
      if (message.channel !== CHANGES_CHANNEL) return;
      const change = parseChange(message.payload);
      if (change) events.onChange(change);
    });
    try {
      await next.connect();
      await next.query(`listen ${CHANGES_CHANNEL}`);
    } catch (error) {
      lost(error as Error);
      return;
    }
    if (stopped) {
      await next.end().catch(() => {});
      return;
    }
    if (reconnects > 0) log.info({ reconnects }, 'change listener reconnected');
    reconnects += 1;
    retryMs = FIRST_RETRY_MS;
    events.onState?.(true);
    events.onConnected();
  }

  void connect();
  return {
    /** Connections made so far, the first one included. */
    connections: () => reconnects,
    connected: () => client !== null,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      const current = client;
      client = null;
      events.onState?.(false);
      await current?.end().catch(() => {});
    },
  };
}

export type ChangeListener = ReturnType<typeof startChangeListener>;
