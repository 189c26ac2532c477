import { createServer, type Socket } from 'node:net';
import { DrizzleQueryError } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../../../scripts/pg-throwaway.mjs';
import { apiErrorSchema } from '../../shared/schemas/common';
import { createApp } from '../app';
import { apiClient, TEST_HOSTS } from '../test/api-client';
import { openDatabase } from './client';
import { databaseUnavailableCause, QueryDeadlineError } from './unavailable';

const stopServers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(stopServers.splice(0).map((stop) => stop()));
});

/** A TCP server on 127.0.0.1 that does `onConnection` with every socket; resolves to its port. */
async function fakeServer(onConnection: (socket: Socket) => void) {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    onConnection(socket);
  });
  stopServers.push(
    () =>
      new Promise((stopped) => {
        server.close(() => stopped());
        for (const socket of sockets) socket.destroy();
      }),
  );
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const address = server.address();
  return typeof address === 'object' && address ? address.port : 0;
}

/** The error pg rejects a connection to that port with (through a pool of one, as the server's pools). */
async function connectionError(port: number, pool: Partial<pg.PoolConfig> = {}) {
  const connecting = new pg.Pool({ host: '127.0.0.1', port, max: 1, ...pool });
  try {
    return await connecting.connect().then(
      () => undefined,
      (error: unknown) => error,
    );
  } finally {
    await connecting.end().catch(() => {});
  }
}

const databaseError = (code: string, message: string, severity = 'ERROR') =>
  Object.assign(new pg.DatabaseError(message, 0, 'error'), { code, severity });

describe('databaseUnavailableCause', () => {
  it('knows pg failing to reach a server: refused, dropped, or never answering the start-up', async () => {
    const refused = await connectionError(await freePort());
    expect(refused).toMatchObject({ code: 'ECONNREFUSED' });
    expect(databaseUnavailableCause(refused)).toBe(refused);

    const dropped = await connectionError(await fakeServer((socket) => socket.destroy()));
    expect(dropped).toMatchObject({ message: 'Connection terminated unexpectedly' });
    expect(databaseUnavailableCause(dropped)).toBe(dropped);

    // Accepted by the kernel and never answered, as a frozen server does.
    const silent = await fakeServer(() => {});
    const neverStarted = await connectionError(silent, { connectionTimeoutMillis: 100 });
    expect(neverStarted).toMatchObject({ message: 'Connection terminated due to connection timeout' });
    expect(databaseUnavailableCause(neverStarted)).toBe(neverStarted);
  });

  it('knows a wait for a free connection that ran out', async () => {
    const port = await fakeServer(() => {});
    const pool = new pg.Pool({ host: '127.0.0.1', port, max: 1, connectionTimeoutMillis: 100 });
    try {
      const first = pool.connect().catch((error: unknown) => error);
      const waiting = await pool.connect().catch((error: unknown) => error);
      expect(waiting).toMatchObject({ message: 'timeout exceeded when trying to connect' });
      expect(databaseUnavailableCause(waiting)).toBe(waiting);
      await first;
    } finally {
      await pool.end();
    }
  });

  it('knows the SQLSTATEs of a server that cannot serve now, and nothing else', () => {
    for (const unavailable of [
      databaseError('57P01', 'terminating connection due to administrator command', 'FATAL'),
      databaseError('57P02', 'terminating connection because of crash of another server process', 'FATAL'),
      databaseError('57P03', 'the database system is starting up', 'FATAL'),
      databaseError('53300', 'sorry, too many clients already', 'FATAL'),
      databaseError('57014', 'canceling statement due to statement timeout'),
      databaseError('08006', 'connection failure', 'FATAL'),
    ]) {
      expect(databaseUnavailableCause(unavailable), unavailable.code).toBe(unavailable);
    }
    for (const answered of [
      databaseError('23505', 'duplicate key value violates unique constraint "users_email_key"'),
      databaseError('40P01', 'deadlock detected'),
      databaseError('42P01', 'relation "nowhere" does not exist'),
      databaseError('28P01', 'password authentication failed for user "khelpass"', 'FATAL'),
    ]) {
      expect(databaseUnavailableCause(answered), answered.code).toBeUndefined();
    }
  });

  it('looks through drizzle’s wrapper and pg-pool’s, and knows the deadline of a query', () => {
    const deadline = new QueryDeadlineError(6_000);
    expect(databaseUnavailableCause(deadline)).toBe(deadline);
    expect(databaseUnavailableCause(new DrizzleQueryError('rollback', [], deadline))).toBe(deadline);
    const shutDown = databaseError('57P01', 'terminating connection due to administrator command', 'FATAL');
    expect(databaseUnavailableCause(new DrizzleQueryError('select 1', [], shutDown))).toBe(shutDown);
    const refused = Object.assign(new Error('connect ECONNREFUSED 10.0.0.5:5432'), { code: 'ECONNREFUSED' });
    const wrapped = new Error('Connection terminated due to connection timeout', { cause: refused });
    expect(databaseUnavailableCause(new DrizzleQueryError('select 1', [], wrapped))).toBe(wrapped);
  });

  it('leaves every other failure alone', () => {
    expect(databaseUnavailableCause(new Error('boom'))).toBeUndefined();
    expect(
      databaseUnavailableCause(new TypeError("Cannot read properties of undefined (reading 'id')")),
    ).toBeUndefined();
    expect(
      databaseUnavailableCause(
        new DrizzleQueryError('insert into users', [], databaseError('23505', 'duplicate key value')),
      ),
    ).toBeUndefined();
    // A code that is not a SQLSTATE from PostgreSQL's own answer: not taken for one.
    expect(databaseUnavailableCause(Object.assign(new Error('57P01'), { code: '57P01' }))).toBeUndefined();
    expect(databaseUnavailableCause('ECONNREFUSED')).toBeUndefined();
    expect(databaseUnavailableCause(undefined)).toBeUndefined();
  });
});

describe('the API while PostgreSQL cannot be reached', () => {
  it('answers 503 database_unavailable with Retry-After, and logs one line without the password', async () => {
    const logged: string[] = [];
    const database = await openDatabase({
      url: `postgres://khelpass:s3cret-Password@127.0.0.1:${await freePort()}/khelpass`,
      timeoutSeconds: 1,
    });
    const app = createApp({
      database,
      allowedHosts: TEST_HOSTS,
      log: (message, detail) => logged.push(`${message} ${detail ?? ''}`),
    });
    try {
      const client = apiClient(app);
      for (const path of ['/api/events', '/api/health', '/api/search?q=mumbai']) {
        const answer = await client.getAs(apiErrorSchema, path);
        expect({ path, status: answer.status, code: answer.body.error.code }).toEqual({
          path,
          status: 503,
          code: 'database_unavailable',
        });
        expect(answer.body.error.message).toMatch(/try again in a few seconds/);
        expect(answer.headers.get('retry-after')).toBe('5');
      }
      expect(logged).toHaveLength(3);
      for (const line of logged) expect(line).toMatch(/^database unavailable: connect ECONNREFUSED /);
      expect(logged.join('\n')).not.toContain('s3cret');
    } finally {
      await database.close();
    }
  });
});
