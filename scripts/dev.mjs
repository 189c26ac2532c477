// npm run dev — development with reload:
//   API   http://127.0.0.1:3001  `tsx watch src/server/main.ts` (API_PORT overrides 3001), API only
//   Web   http://localhost:5173  `vite` dev server; vite.config.ts proxies /api to the API port and
//                                can read it from the API_PORT variable passed to it here.
// The proxy keeps the browser's Host (localhost:5173), so the API answers for the Vite origin as well
// as its own (PUBLIC_ORIGIN; set it yourself to reach the dev server under another name).
// Open the Vite URL. Ctrl+C stops both; when either one exits, the other is stopped too.
import { spawn } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const apiPort = process.env.API_PORT ?? '3001';
const publicOrigin =
  process.env.PUBLIC_ORIGIN ??
  ['localhost:5173', '127.0.0.1:5173', `localhost:${apiPort}`, `127.0.0.1:${apiPort}`]
    .map((host) => `http://${host}`)
    .join(',');
const bin = (name) => join(root, 'node_modules', '.bin', name);

const children = [
  {
    name: 'api',
    child: spawn(bin('tsx'), ['watch', '--clear-screen=false', 'src/server/main.ts'], {
      cwd: root,
      stdio: 'inherit',
      env: {
        ...process.env,
        PORT: apiPort,
        PUBLIC_ORIGIN: publicOrigin,
        NODE_ENV: 'development',
        CLIENT_DIR: '',
      },
    }),
  },
  {
    name: 'vite',
    child: spawn(bin('vite'), [], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, API_PORT: apiPort },
    }),
  },
];

let exiting = false;
function stopAll(signal) {
  for (const { child } of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  }
}

for (const { name, child } of children) {
  child.on('error', (error) => {
    console.error(`[dev] could not start ${name}: ${error.message}`);
    process.exitCode = 1;
    exiting = true;
    stopAll('SIGTERM');
  });
  child.on('exit', (code, signal) => {
    if (!exiting) {
      exiting = true;
      console.error(`[dev] ${name} exited (${signal ?? `code ${code}`}); stopping the rest.`);
      process.exitCode = code ?? 1;
      stopAll('SIGTERM');
    }
    // Give a stubborn child a few seconds, then leave.
    setTimeout(() => process.exit(), 5000).unref();
  });
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    exiting = true;
    stopAll(signal);
  });
}
