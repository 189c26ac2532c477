import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { projectPath } from '../project-path';

interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}

const folder = projectPath('drizzle');
const journal = JSON.parse(readFileSync(`${folder}/meta/_journal.json`, 'utf8')) as {
  entries: JournalEntry[];
};

describe('drizzle migrations', () => {
  it('are numbered in order, one SQL file each, and nothing else in the folder', () => {
    expect(journal.entries.map((entry) => entry.idx)).toEqual(journal.entries.map((_, i) => i));
    for (const entry of journal.entries)
      expect(entry.tag.startsWith(String(entry.idx).padStart(4, '0'))).toBe(true);
    const files = readdirSync(folder).filter((name) => name.endsWith('.sql'));
    expect(files.sort()).toEqual(journal.entries.map((entry) => `${entry.tag}.sql`));
  });

  it("have strictly increasing timestamps: an upgrade runs only those newer than the database's last", () => {
    // drizzle's migrator applies a migration only when its `when` is after the newest one applied,
    // so a new migration stamped earlier than an old one would be skipped on every existing database.
    const stamps = journal.entries.map((entry) => entry.when);
    for (let i = 1; i < stamps.length; i += 1) {
      expect(
        stamps[i],
        `${journal.entries[i]?.tag}: give its "when" in drizzle/meta/_journal.json a value after the one before`,
      ).toBeGreaterThan(stamps[i - 1] as number);
    }
  });
});
