import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appSecrets } from '../../db/schema';

export function createSigningRepo(db: Db) {
  /** The named secret, or undefined when there is none yet. */
  async function existing(name: string): Promise<string | undefined> {
    const [row] = await db
      .select({ value: appSecrets.value })
      .from(appSecrets)
      .where(eq(appSecrets.name, name));
    return row?.value;
  }
  return {
    existing,
    /** The named secret, created with `fresh` on first use; concurrent first uses agree on one value. */
    async secret(name: string, fresh: string): Promise<string> {
      await db.insert(appSecrets).values({ name, value: fresh }).onConflictDoNothing();
      const value = await existing(name);
      if (value === undefined) throw new Error(`secret ${name} missing after insert`);
      return value;
    },
  };
}
export type SigningRepo = ReturnType<typeof createSigningRepo>;
