import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// The database functions of the sale path have one current text each, in
// src/server/db/functions/<name>.sql. Migrations carry copies (npm run db:function-migration writes
// them); these helpers find the newest copy of each function so a test can hold the two equal.

/** drizzle's separator between the statements of a migration; PGlite runs one statement at a time. */
export const STATEMENT_BREAKPOINT = '--> statement-breakpoint';

const CREATE_FUNCTION = /CREATE\s+OR\s+REPLACE\s+FUNCTION\s+([a-z_][a-z0-9_]*)\s*\(/gi;
const DROP_FUNCTION = /DROP\s+FUNCTION\s+(?:IF\s+EXISTS\s+)?([a-z_][a-z0-9_]*)/gi;

export interface FunctionDefinition {
  name: string;
  /** From CREATE to the end of the statement: what the database runs. */
  statement: string;
  /** The statement with the comments above it: what a migration copies. */
  text: string;
}

/** What one statement of a migration does to functions. */
type FunctionChange = { defines: FunctionDefinition } | { drops: string };

function functionChanges(sql: string, file: string): FunctionChange[] {
  return sql.split(STATEMENT_BREAKPOINT).flatMap((chunk): FunctionChange[] => {
    const defined = [...chunk.matchAll(CREATE_FUNCTION)];
    if (defined.length > 1)
      throw new Error(`${file}: put ${STATEMENT_BREAKPOINT} between the functions of one file`);
    const [match] = defined;
    if (match) {
      const name = (match[1] as string).toLowerCase();
      return [{ defines: { name, statement: chunk.slice(match.index).trim(), text: chunk.trim() } }];
    }
    return [...chunk.matchAll(DROP_FUNCTION)].map((drop) => ({ drops: (drop[1] as string).toLowerCase() }));
  });
}

/** Each function's newest definition across the migrations, in journal order; dropped ones are gone. */
export function newestMigrationDefinitions(migrationsFolder: string): Map<string, FunctionDefinition> {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  const newest = new Map<string, FunctionDefinition>();
  for (const { tag } of journal.entries) {
    const file = `${tag}.sql`;
    for (const change of functionChanges(readFileSync(join(migrationsFolder, file), 'utf8'), file)) {
      if ('defines' in change) newest.set(change.defines.name, change.defines);
      else newest.delete(change.drops);
    }
  }
  return newest;
}

/** The functions' current texts: one file per function, named after it. */
export function sourceDefinitions(functionsFolder: string): Map<string, FunctionDefinition> {
  const sources = new Map<string, FunctionDefinition>();
  for (const file of readdirSync(functionsFolder)
    .filter((name) => name.endsWith('.sql'))
    .sort()) {
    const changes = functionChanges(readFileSync(join(functionsFolder, file), 'utf8'), file);
    const [only] = changes;
    if (changes.length !== 1 || !only || !('defines' in only) || `${only.defines.name}.sql` !== file)
      throw new Error(
        `${file}: a function file holds one CREATE OR REPLACE FUNCTION of the function it is named after`,
      );
    sources.set(only.defines.name, only.defines);
  }
  return sources;
}

/** Source files whose function the migrations define differently or not at all, in name order. */
export function functionsAheadOfMigrations(functionsFolder: string, migrationsFolder: string) {
  const newest = newestMigrationDefinitions(migrationsFolder);
  return [...sourceDefinitions(functionsFolder).values()].filter(
    (source) => newest.get(source.name)?.statement !== source.statement,
  );
}
