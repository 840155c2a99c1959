import { createAdapter } from '@socket.io/postgres-adapter';
import pg from 'pg';
import type { ServerOptions } from 'socket.io';

/** The socket.io adapter that relays events between API instances, and how to release its connections. */
export interface ClusterAdapter {
  adapter: ServerOptions['adapter'];
  close: () => Promise<void>;
}

/**
 * Several API instances over one Postgres: an event emitted by one instance (MATCH_FOUND after a pairing pass,
 * QUEUE_STATUS after a search, a chat message) reaches the player's sockets on every instance, through Postgres
 * LISTEN/NOTIFY (`@socket.io/postgres-adapter`; packets over 8000 bytes go through `socket_io_attachments`,
 * migration 0009). Its own small pool: one connection listens for as long as the server runs.
 */
export function createClusterAdapter(
  databaseUrl: string,
  log: { warn: (object: object, message: string) => void },
): ClusterAdapter {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  pool.on('error', (error) =>
    log.warn({ err: error }, 'socket.io cluster adapter: Postgres connection error'),
  );
  // The adapter holds one connection checked out for LISTEN and never listens for its errors: a Postgres restart
  // would be an unhandled 'error' and crash the API. With a listener, the connection ends and the adapter
  // reconnects by itself ('end' → its reconnection timer).
  pool.on('connect', (client) =>
    client.on('error', (error) =>
      log.warn({ err: error }, 'socket.io cluster adapter: LISTEN connection lost; reconnecting'),
    ),
  );
  return {
    adapter: createAdapter(pool, {
      errorHandler: (error) => log.warn({ err: error }, 'socket.io cluster adapter error'),
    }) as ServerOptions['adapter'],
    close: () => pool.end(),
  };
}
