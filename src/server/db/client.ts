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

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  /**
   * For seat holds only: on PostgreSQL its commits do not wait for the disk (synchronous_commit
   * off). A crash can lose the last moments of holds, which expire anyway; never a sale, because
   * bookings commit through `db` and a durable commit also flushes every change logged before it
   * (decision record 004). On PGlite it is `db`.
   */
  holdsDb: Db;
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
}

/** Opens PostgreSQL when a URL is given, else embedded PGlite (in memory when no folder is given). */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const pool = new KeepingPool({ connectionString: options.url, max: options.poolSize ?? 20 });
    const holdsPool = new KeepingPool({
      connectionString: options.url,
      max: options.poolSize ?? 20,
      // A batch of hold changes that hangs would stall every buyer behind it (decision record 005).
      options: '-c synchronous_commit=off -c statement_timeout=15s',
    });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      holdsDb: drizzlePg(holdsPool, { schema }) as unknown as Db,
      kind: 'postgres',
      migrate: (migrationsFolder) => migratePg(drizzlePg(pool), { migrationsFolder }),
      close: async () => {
        await Promise.all([pool.end(), holdsPool.end()]);
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
    kind: 'pglite',
    migrate: (migrationsFolder) => migratePglite(drizzlePglite(client), { migrationsFolder }),
    close: () => client.close(),
    dump: () => client.dumpDataDir('none'),
  };
}

/**
 * A pool that keeps a connection after an error the database answered. pg's Pool.query closes the
 * connection on any error, so every refusal raised on purpose (a seat already taken, a unique
 * e-mail) cost a new server process: at an on-sale rush, a hundred connections a second. An
 * answered error leaves the session ready for the next query; an error that ended the session or
 * the socket still drops the connection.
 */
class KeepingPool extends pg.Pool {
  constructor(config: pg.PoolConfig) {
    super({ keepAlive: true, ...config });
    // pg-pool removes a connection that dies while idle; without a listener Node would end the process.
    this.on('error', (error) => console.error(`PostgreSQL connection lost while idle: ${error.message}`));
  }

  // Drizzle calls query(config, values) and awaits it; other forms go to pg's own query.
  // biome-ignore lint/suspicious/noExplicitAny: pg's overloads cannot be overridden one by one.
  override query(...args: any[]): any {
    if (args.length > 2 || typeof args[1] === 'function') return Reflect.apply(super.query, this, args);
    return this.connect().then(
      (client) =>
        new Promise((resolve, reject) => {
          let released = false;
          const release = (error?: Error) => {
            if (released) return;
            released = true;
            client.off('error', onLost);
            client.release(error);
          };
          // pg-pool listens for errors on idle connections only: a socket lost mid-query lands here.
          const onLost = (error: Error) => {
            release(error);
            reject(error);
          };
          client.once('error', onLost);
          client.query(args[0], args[1]).then(
            (result) => {
              release();
              resolve(result);
            },
            (error: Error) => {
              release(endsConnection(error) ? error : undefined);
              reject(error);
            },
          );
        }),
    );
  }
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
