// The real server process (`src/server/main.ts` through tsx), for pg tests that kill it or take its
// database away, and a fan's browser talking to it over HTTP.
//
//   const server = await startServerProcess({ DATABASE_URL: url });   // { baseUrl, child }
//   const fan = fanClient(server.baseUrl);
//   const hold = await fan.call('POST', '/api/holds', { eventId });   // { status, headers, body }
import { type ChildProcess, spawn } from 'node:child_process';
import { freePort } from '../../../scripts/pg-throwaway.mjs';
import { projectRoot } from '../project-path';

export const sleep = (ms: number) => new Promise((resolveSleep) => setTimeout(resolveSleep, ms));

/**
 * Starts the server on a free port with a small catalogue and no demo accounts (`env` adds to or
 * overrides that); resolves once /api/health answers.
 */
export async function startServerProcess(env: Record<string, string>) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: projectRoot,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'silent',
      CLIENT_DIR: '',
      SEED_EVENTS: '12',
      SEED_DEMO_ACCOUNTS: 'false',
      // Every fan of a test comes from this machine.
      SESSIONS_PER_ADDRESS: '0',
      ...env,
    },
  });
  let errors = '';
  child.stderr?.on('data', (chunk) => {
    errors += chunk;
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let waited = 0; waited < 90_000; waited += 200) {
    if (child.exitCode !== null) throw new Error(`the server exited: ${errors}`);
    const healthy = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { baseUrl, child };
    await sleep(200);
  }
  child.kill('SIGKILL');
  throw new Error(`the server did not answer /api/health: ${errors}`);
}

export const exited = (child: ChildProcess) =>
  new Promise<void>((resolveExit) => {
    if (child.exitCode !== null || child.signalCode !== null) resolveExit();
    else child.once('exit', () => resolveExit());
  });

/** One fan's browser: same-origin JSON requests that keep the booking session's cookie. */
export function fanClient(baseUrl: string) {
  let cookie = '';
  return {
    async call(method: string, path: string, body?: unknown) {
      const response = await fetch(`${baseUrl}${path}`, {
        method,
        headers: { 'content-type': 'application/json', origin: baseUrl, ...(cookie ? { cookie } : {}) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      cookie ||=
        response.headers
          .getSetCookie()
          .find((line) => line.startsWith('kp_holder='))
          ?.split(';')[0] ?? '';
      return {
        status: response.status,
        headers: response.headers,
        body: (await response.json().catch(() => null)) as Record<string, never>,
      };
    },
  };
}

/** The event on sale with the most free places, and its categories with free places. */
export async function hotEvent(baseUrl: string) {
  const page = (await (await fetch(`${baseUrl}/api/events?pageSize=50`)).json()) as {
    items: { id: string; status: string }[];
  };
  let best: { id: string; categories: { id: string; available: number }[]; free: number } | null = null;
  for (const event of page.items.filter((item) => item.status === 'upcoming')) {
    const seating = (await (await fetch(`${baseUrl}/api/events/${event.id}/seating`)).json()) as {
      onSale: boolean;
      categories: { id: string; available: number }[];
    };
    const free = seating.categories.reduce((sum, category) => sum + category.available, 0);
    if (seating.onSale && (!best || free > best.free))
      best = { id: event.id, categories: seating.categories, free };
  }
  if (!best) throw new Error('no event on sale');
  return best;
}
