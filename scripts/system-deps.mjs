// Finds what the tests need from the system: a Chromium binary and PostgreSQL 15+ server binaries,
// and Chromium's headless shell when it can be had. As root on Debian it installs what is missing
// with apt-get; elsewhere it stops with one sentence saying what to install.
//
//   node scripts/system-deps.mjs          prints the paths (installs when allowed)
//   import { ensureSystemDeps } from './system-deps.mjs'
//
// The headless shell (Debian's chromium-headless-shell, the same Chromium built without its desktop
// parts, which Playwright itself drives by default) runs the browser tests in about four fifths of
// the time of the full browser (the whole browser stage on a 2-core machine: 1,394 s → 1,093–1,106 s;
// two specs alone: 229 → 151 CPU-s). It has no Web
// Push or notification permission, so the tests of those, and every benchmark, use the full Chromium.
// Without the shell, everything uses the full Chromium.
//
// Overrides: CHROMIUM_PATH (a Chromium/Chrome executable), CHROMIUM_HEADLESS_SHELL_PATH (a headless
// shell), PG_BIN (a folder with initdb and pg_ctl).
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync, readdirSync, statSync } from 'node:fs';
import { delimiter, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const MIN_PG_MAJOR = 15;

/**
 * How every browser test and bench starts the system Chromium: headless, sandbox off (we may run
 * as root), and none of its background traffic (this machine's network is closed; the calls fail
 * and slow every start).
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--headless=new',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const CHROMIUM_NAMES = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable'];
const CHROMIUM_FIXED = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
const HEADLESS_SHELL = 'chromium-headless-shell';
const EMOJI_FONT_FILES = [
  '/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf',
  '/usr/share/fonts/noto/NotoColorEmoji.ttf',
  '/usr/share/fonts/google-noto-emoji/NotoColorEmoji.ttf',
];

function isExecutableFile(path) {
  try {
    if (!statSync(path).isFile()) return false;
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function onPath(name) {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    if (dir && isExecutableFile(join(dir, name))) return join(dir, name);
  }
  return undefined;
}

/** The Chromium executable to drive, or undefined. Never installs anything. */
export function findChromium() {
  const override = process.env.CHROMIUM_PATH;
  if (override) {
    if (!isExecutableFile(override)) throw new Error(`CHROMIUM_PATH=${override} is not an executable file.`);
    return override;
  }
  for (const path of CHROMIUM_FIXED) if (isExecutableFile(path)) return path;
  for (const name of CHROMIUM_NAMES) {
    const found = onPath(name);
    if (found) return found;
  }
  return undefined;
}

/** Chromium's headless shell, or undefined. Never installs anything. */
export function findHeadlessShell() {
  const override = process.env.CHROMIUM_HEADLESS_SHELL_PATH;
  if (override) {
    if (!isExecutableFile(override))
      throw new Error(`CHROMIUM_HEADLESS_SHELL_PATH=${override} is not an executable file.`);
    return override;
  }
  const fixed = `/usr/bin/${HEADLESS_SHELL}`;
  return isExecutableFile(fixed) ? fixed : onPath(HEADLESS_SHELL);
}

/** Major version of the PostgreSQL server in a bin folder, or 0 when it cannot be told. */
export function pgMajor(bin) {
  const result = spawnSync(join(bin, 'postgres'), ['--version'], { encoding: 'utf8' });
  const match = /(\d+)(?:\.\d+)?/.exec(result.stdout ?? '');
  return match ? Number(match[1]) : 0;
}

function isPgBin(bin) {
  return isExecutableFile(join(bin, 'initdb')) && isExecutableFile(join(bin, 'pg_ctl'));
}

/** A folder with PostgreSQL 15+ initdb, pg_ctl and postgres, or undefined. Never installs anything. */
export function findPgBin() {
  const override = process.env.PG_BIN;
  if (override) {
    if (!isPgBin(override)) throw new Error(`PG_BIN=${override} does not contain initdb and pg_ctl.`);
    const major = pgMajor(override);
    if (major < MIN_PG_MAJOR) {
      throw new Error(`PG_BIN=${override} holds PostgreSQL ${major || '?'}; ${MIN_PG_MAJOR}+ is needed.`);
    }
    return override;
  }
  const candidates = [];
  const pgConfig = onPath('pg_config');
  if (pgConfig) {
    const result = spawnSync(pgConfig, ['--bindir'], { encoding: 'utf8' });
    if (result.status === 0 && result.stdout.trim()) candidates.push(result.stdout.trim());
  }
  for (const root of ['/usr/lib/postgresql', '/usr/local/lib/postgresql']) {
    let versions = [];
    try {
      versions = readdirSync(root);
    } catch {
      continue;
    }
    // Newest first: 17 before 16 before 15.
    versions.sort((a, b) => Number(b) - Number(a) || b.localeCompare(a));
    for (const version of versions) candidates.push(join(root, version, 'bin'));
  }
  const initdb = onPath('initdb');
  if (initdb) candidates.push(resolve(initdb, '..'));
  candidates.push('/usr/local/pgsql/bin');
  for (const bin of candidates) {
    if (isPgBin(bin) && pgMajor(bin) >= MIN_PG_MAJOR) return bin;
  }
  return undefined;
}

export function hasEmojiFont() {
  if (EMOJI_FONT_FILES.some((path) => existsSync(path))) return true;
  const fcList = spawnSync('fc-list', [':family=Noto Color Emoji'], { encoding: 'utf8' });
  return fcList.status === 0 && fcList.stdout.trim().length > 0;
}

function canApt() {
  return (
    process.platform === 'linux' &&
    existsSync('/etc/debian_version') &&
    typeof process.getuid === 'function' &&
    process.getuid() === 0 &&
    isExecutableFile('/usr/bin/apt-get')
  );
}

function aptHasCandidate(pkg) {
  const result = spawnSync('apt-cache', ['policy', pkg], { encoding: 'utf8' });
  return result.status === 0 && /Candidate: (?!\(none\))\S+/.test(result.stdout);
}

function runApt(args) {
  console.log(`$ apt-get ${args.join(' ')}`);
  const result = spawnSync('apt-get', args, {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.status !== 0) {
    throw new Error(`apt-get ${args[0]} failed (exit ${result.status ?? result.signal}).`);
  }
}

function fail(sentence) {
  const error = new Error(sentence);
  error.name = 'SystemDepsError';
  throw error;
}

/**
 * Finds Chromium and PostgreSQL 15+ server binaries, installing the missing ones as root on Debian.
 * With Chromium it also looks for the headless shell and installs it when apt-get can (a failure
 * there is only a warning: the full Chromium serves instead). Synchronous so that configuration
 * files (Playwright) can call it.
 * @param {{ need?: Array<'chromium' | 'postgres'>, quiet?: boolean }} [options]
 * @returns {{ chromiumPath: string | undefined, headlessShellPath: string | undefined, pgBin: string | undefined }}
 */
export function ensureSystemDeps(options = {}) {
  const need = options.need ?? ['chromium', 'postgres'];
  const wantChromium = need.includes('chromium');
  const wantPostgres = need.includes('postgres');
  let chromiumPath = wantChromium ? findChromium() : undefined;
  let pgBin = wantPostgres ? findPgBin() : undefined;
  // The shell only saves time: it is installed along with the rest when apt-get has it, never asked for.
  const shellToInstall = () => wantChromium && !findHeadlessShell() && aptHasCandidate(HEADLESS_SHELL);

  const missing = [];
  if (wantChromium && !chromiumPath) missing.push('chromium');
  if (wantPostgres && !pgBin) missing.push('postgres');

  if (missing.length > 0) {
    if (!canApt()) {
      const what = [];
      if (missing.includes('chromium'))
        what.push('Chromium (Debian/Ubuntu package "chromium", or set CHROMIUM_PATH)');
      if (missing.includes('postgres')) {
        what.push(
          `PostgreSQL ${MIN_PG_MAJOR}+ server binaries (package "postgresql-${MIN_PG_MAJOR}", or set PG_BIN to a folder with initdb and pg_ctl)`,
        );
      }
      fail(
        `KhelPass tests need ${what.join(' and ')}: please install ${missing.length > 1 ? 'them' : 'it'} and run again.`,
      );
    }
    const packages = [];
    if (missing.includes('chromium')) packages.push('chromium', 'fonts-noto-color-emoji');
    runApt(['update']);
    if (shellToInstall()) packages.push(HEADLESS_SHELL);
    if (missing.includes('postgres')) {
      packages.push(
        aptHasCandidate(`postgresql-${MIN_PG_MAJOR}`) ? `postgresql-${MIN_PG_MAJOR}` : 'postgresql',
      );
    }
    if (!packages.includes('fonts-noto-color-emoji') && wantChromium && !hasEmojiFont()) {
      packages.push('fonts-noto-color-emoji');
    }
    runApt(['install', '-y', '--no-install-recommends', ...packages]);
    chromiumPath = wantChromium ? findChromium() : undefined;
    pgBin = wantPostgres ? findPgBin() : undefined;
    if (wantChromium && !chromiumPath)
      fail('Chromium is still missing after apt-get install chromium; install it by hand.');
    if (wantPostgres && !pgBin) {
      fail(
        `PostgreSQL ${MIN_PG_MAJOR}+ server binaries are still missing after apt-get install; set PG_BIN.`,
      );
    }
  } else if (wantChromium && canApt()) {
    // Neither is needed to pass: without the font sport emoji render as boxes, without the shell the
    // browser tests take longer. A failure here is only a warning.
    const extras = [];
    if (!hasEmojiFont()) extras.push('fonts-noto-color-emoji');
    if (shellToInstall()) extras.push(HEADLESS_SHELL);
    try {
      if (extras.length > 0) {
        runApt(['update']);
        runApt(['install', '-y', '--no-install-recommends', ...extras]);
      }
    } catch (error) {
      console.warn(`Could not install the extras: ${error instanceof Error ? error.message : error}`);
    }
  }
  const headlessShellPath = wantChromium ? findHeadlessShell() : undefined;

  if (!options.quiet) {
    if (wantChromium) {
      console.log(`Chromium: ${chromiumPath}`);
      console.log(`Chromium headless shell: ${headlessShellPath ?? 'none (the browser tests use Chromium)'}`);
    }
    if (wantPostgres) console.log(`PostgreSQL ${pgMajor(pgBin)} server binaries: ${pgBin}`);
  }
  return { chromiumPath, headlessShellPath, pgBin };
}

const isMain = process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  try {
    ensureSystemDeps();
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
