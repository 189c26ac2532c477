// npm run db:function-migration -- <name>
// Writes drizzle/NNNN_<name>.sql holding every function of src/server/db/functions/ whose text
// differs from its newest migration (or that no migration defines yet). drizzle-kit writes the
// journal entry and the schema snapshot (`generate --custom`); this script copies the functions in
// and stamps the entry after the one before, as drizzle's migrator needs (migrations.test.ts).
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { functionsAheadOfMigrations, STATEMENT_BREAKPOINT } from '../src/server/db/sql-functions';
import { projectPath, projectRoot } from '../src/server/project-path';

/** The gap this repository's hand-stamped migrations leave between stamps. */
const STAMP_STEP = 100_000_000;

interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}

const name = process.argv[2];
if (!name || !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(name)) {
  console.error('Usage: npm run db:function-migration -- <kebab-case-name>');
  process.exit(1);
}

const migrations = projectPath('drizzle');
const changed = functionsAheadOfMigrations(projectPath('src/server/db/functions'), migrations);
if (changed.length === 0) {
  console.log('Every function in src/server/db/functions matches its newest migration: nothing to write.');
  process.exit(0);
}

const generate = spawnSync(
  join(projectRoot, 'node_modules/.bin/drizzle-kit'),
  ['generate', '--custom', `--name=${name}`],
  { cwd: projectRoot, stdio: 'inherit' },
);
if (generate.status !== 0) process.exit(generate.status ?? 1);

const journalPath = join(migrations, 'meta/_journal.json');
const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: JournalEntry[] };
const added = journal.entries.at(-1);
const previous = journal.entries.at(-2);
if (!added?.tag.endsWith(name)) throw new Error(`drizzle-kit added no journal entry for ${name}`);
// drizzle-kit stamps the clock; an entry stamped before the newest applied one would never run.
if (previous && added.when <= previous.when) added.when = previous.when + STAMP_STEP;
writeFileSync(journalPath, `${JSON.stringify(journal, null, 2)}\n`);

const file = join(migrations, `${added.tag}.sql`);
writeFileSync(
  file,
  `${changed.map((definition) => definition.text).join(`\n${STATEMENT_BREAKPOINT}\n\n`)}\n`,
);
console.log(`drizzle/${added.tag}.sql: ${changed.map((definition) => definition.name).join(', ')}`);
console.log('Add a first line saying what changed and why, then run the migrations test.');
