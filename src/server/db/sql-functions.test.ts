import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { projectPath } from '../project-path';
import { newestMigrationDefinitions, STATEMENT_BREAKPOINT, sourceDefinitions } from './sql-functions';

const scratch = mkdtempSync(join(tmpdir(), 'kp-sql-functions-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A folder of files, for the parser's own tests. */
function folder(name: string, files: Record<string, string>) {
  const path = join(scratch, name);
  mkdirSync(join(path, 'meta'), { recursive: true });
  for (const [file, text] of Object.entries(files)) writeFileSync(join(path, file), text);
  return path;
}

const fn = (name: string, body: string) =>
  `CREATE OR REPLACE FUNCTION ${name}() RETURNS int\nLANGUAGE sql AS $$ SELECT ${body} $$;`;

describe('database functions', () => {
  it('have their current text in src/server/db/functions, and the newest migration of each runs that text', () => {
    const sources = sourceDefinitions(projectPath('src/server/db/functions'));
    const newest = newestMigrationDefinitions(projectPath('drizzle'));
    expect([...sources.keys()].sort(), 'functions the migrations leave defined').toEqual(
      [...newest.keys()].sort(),
    );
    for (const source of sources.values()) {
      expect(
        newest.get(source.name)?.statement,
        `${source.name} changed: npm run db:function-migration -- <name> (src/server/db/functions/README.md)`,
      ).toBe(source.statement);
    }
  });

  it("are read from the migrations in the journal's order: a later definition wins, a dropped function is gone", () => {
    const migrations = folder('migrations', {
      'meta/_journal.json': JSON.stringify({ entries: [{ tag: '0000_first' }, { tag: '0001_second' }] }),
      '0001_second.sql': `-- why\n${fn('kp_a', '2')}\n${STATEMENT_BREAKPOINT}\nDROP FUNCTION kp_b();`,
      '0000_first.sql': `${fn('kp_a', '1')}\n${STATEMENT_BREAKPOINT}\n${fn('kp_b', '1')}\n`,
    });
    const newest = newestMigrationDefinitions(migrations);
    expect([...newest.keys()]).toEqual(['kp_a']);
    expect(newest.get('kp_a')).toEqual({
      name: 'kp_a',
      statement: fn('kp_a', '2'),
      text: `-- why\n${fn('kp_a', '2')}`,
    });
  });

  it('refuse a source file that is not the one function it is named after', () => {
    expect(() =>
      sourceDefinitions(folder('two', { 'kp_a.sql': `${fn('kp_a', '1')}\n${fn('kp_b', '1')}` })),
    ).toThrow(/put --> statement-breakpoint between/);
    expect(() => sourceDefinitions(folder('misnamed', { 'kp_a.sql': fn('kp_b', '1') }))).toThrow(
      /named after/,
    );
  });
});
