import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';
import { QueryDeadlineError } from './unavailable';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  /**
   * For seat holds and events' counts of places sold only: on PostgreSQL its commits do not wait
   * for the disk (synchronous_commit off). A crash can lose the last moments of holds, which expire
   * anyway, and of counts, which the reconciler makes again from the sales (decision 019); never a
   * sale, because bookings commit through `db` and a durable commit also flushes every change
   * logged before it (decision record 004). On PGlite it is `db`.
   */
  holdsDb: Db;
  /**
   * For start-up work (migrations, seeding or topping up the catalogue): on PostgreSQL a pool
   * without the API's statement limits, since building a large catalogue or an index may take
   * minutes. On PGlite it is `db`.
   */
  setupDb: Db;
  kind: 'pglite' | 'postgres';
  migrate(migrationsFolder: string): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the whole data directory as a tarball, loadable again through `template`. */
  dump?: () => Promise<Blob>;
}

export interface DatabaseOptions {
  url?: string;
  dataDir?: string;
  /** A dumped PGlite data directory to start from (tests use a migrated, seeded template). */
  template?: Blob;
  poolSize?: number;
  /**
   * PostgreSQL only (env DB_TIMEOUT_SECONDS): the longest wait for a connection, and the server's
   * statement_timeout; a statement unanswered for a second more closes its connection (decision
   * record 008). Omitted, nothing is limited (tests and tools that own their database).
   */
  timeoutSeconds?: number;
}

/** Opens PostgreSQL when a URL is given, else embedded PGlite (in memory when no folder is given). */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const timeoutMs = options.timeoutSeconds && options.timeoutSeconds * 1000;
    const connection = { connectionString: options.url, connectionTimeoutMillis: timeoutMs };
    const max = options.poolSize ?? 20;
    const pool = new KeepingPool({ ...connection, max }, timeoutMs);
    const holdsPool = new KeepingPool(
      { ...connection, max, options: '-c synchronous_commit=off' },
      timeoutMs,
    );
    const setupPool = new KeepingPool(connection);
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      holdsDb: drizzlePg(holdsPool, { schema }) as unknown as Db,
      setupDb: drizzlePg(setupPool, { schema }) as unknown as Db,
      kind: 'postgres',
      migrate: (migrationsFolder) => migratePg(drizzlePg(setupPool), { migrationsFolder }),
      close: async () => {
        await Promise.all([pool.end(), holdsPool.end(), setupPool.end()]);
      },
    };
  }
  if (options.dataDir) makeFolder(options.dataDir);
  const client = await PGlite.create(options.dataDir, {
    extensions: { pg_trgm },
    loadDataDir: options.template,
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    holdsDb: db,
    setupDb: db,
    kind: 'pglite',
    migrate: (migrationsFolder) => migratePglite(drizzlePglite(client), { migrationsFolder }),
    close: () => client.close(),
    dump: () => client.dumpDataDir('none'),
  };
}

/**
 * How long past the server's statement_timeout a statement may go unanswered. The server cancels a
 * slow statement first, with an error that keeps the connection; this fires only when it said nothing.
 */
const DEADLINE_AFTER_STATEMENT_TIMEOUT_MS = 1_000;

/**
 * A pool that keeps a connection after an error the database answered. pg's Pool.query closes the
 * connection on any error, so every refusal raised on purpose (a seat already taken, a unique
 * e-mail) cost a new server process: at an on-sale rush, a hundred connections a second. An
 * answered error leaves the session ready for the next query; an error that ended the session or
 * the socket still drops the connection.
 *
 * With `statementTimeoutMs`, the server cancels a statement running longer, and a statement it has
 * not answered a second after that fails on the client and closes its connection (decision record
 * 008): a frozen server or a network dropping packets never enforces its own statement_timeout.
 */
class KeepingPool extends pg.Pool {
  constructor(config: pg.PoolConfig, statementTimeoutMs?: number) {
    super({
      keepAlive: true,
      ...config,
      statement_timeout: statementTimeoutMs,
      Client: connectionClass(statementTimeoutMs && statementTimeoutMs + DEADLINE_AFTER_STATEMENT_TIMEOUT_MS),
    });
    // pg-pool removes a connection that dies while idle; without a listener Node would end the process.
    this.on('error', (error) => console.error(`PostgreSQL connection lost while idle: ${error.message}`));
  }

  // Drizzle calls query(config, values) and awaits it; other forms go to pg's own query.
  // biome-ignore lint/suspicious/noExplicitAny: pg's overloads cannot be overridden one by one.
  override query(...args: any[]): any {
    if (args.length > 2 || typeof args[1] === 'function') return Reflect.apply(super.query, this, args);
    return this.connect().then(async (client) => {
      try {
        const result = await client.query(args[0], args[1]);
        client.release();
        return result;
      } catch (error) {
        client.release(endsConnection(error as Error) ? (error as Error) : undefined);
        throw error;
      }
    });
  }
}

/**
 * pg's Client, whose queries fail with QueryDeadlineError after `deadlineMs` unanswered and close
 * the connection then: pg-pool drops a closed connection when it is released, also by drizzle's
 * transactions, which release without an error. pg's own query_timeout is no use here: it fails the
 * call but leaves the query outstanding on a connection that goes back to the pool, where the late
 * answer would be read as the next query's.
 */
function connectionClass(deadlineMs: number | undefined) {
  return class DeadlineClient extends pg.Client {
    /**
     * What closed this connection. Later queries fail with it rather than pg's "not queryable":
     * drizzle reports a failed transaction's ROLLBACK error, and that should say why.
     */
    #closedBy: Error | undefined;

    constructor(config?: string | pg.ClientConfig) {
      super(config);
      // pg-pool listens for a lost connection only while it is idle. Checked out (a transaction
      // between statements), an 'error' without a listener would end the process; this way the
      // statement in flight, or the next one, fails instead.
      this.on('error', (error: Error) => {
        this.#closedBy ??= error;
      });
    }

    // biome-ignore lint/suspicious/noExplicitAny: pg's overloads cannot be overridden one by one.
    override query(...args: any[]): any {
      const pending: unknown = Reflect.apply(super.query, this, args);
      // Drizzle's calls return a promise; the callback and streaming forms keep pg's behaviour.
      if (!(pending instanceof Promise)) return pending;
      return new Promise((resolve, reject) => {
        const fail = (error: unknown) => reject(this.#closedBy ?? error);
        if (!deadlineMs) {
          pending.then(resolve, fail);
          return;
        }
        const timer = setTimeout(() => {
          this.#closedBy ??= new QueryDeadlineError(deadlineMs);
          reject(this.#closedBy);
          // With a query outstanding, end() destroys the socket at once.
          void this.end();
        }, deadlineMs);
        pending.then(resolve, fail).finally(() => clearTimeout(timer));
      });
    }
  };
}

/**
 * Errors after which a connection must not be reused: any not answered by the server, and server
 * errors that end the session (FATAL, PANIC; SQLSTATE classes 08 connection and 57 operator
 * intervention, such as a terminated backend or a shutdown).
 */
function endsConnection(error: Error) {
  if (!(error instanceof pg.DatabaseError)) return true;
  return error.severity === 'FATAL' || error.severity === 'PANIC' || /^(08|57)/.test(error.code ?? '');
}

function makeFolder(path: string) {
  try {
    // PGlite wants its folder to exist; a recursive mkdir of an existing path can fail on some filesystems.
    mkdirSync(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
}
