import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appSecrets } from '../../db/schema';

export function createSigningRepo(db: Db) {
  return {
    /** The named secret, created with `fresh` on first use; concurrent first uses agree on one value. */
    async secret(name: string, fresh: string): Promise<string> {
      await db.insert(appSecrets).values({ name, value: fresh }).onConflictDoNothing();
      const [row] = await db
        .select({ value: appSecrets.value })
        .from(appSecrets)
        .where(eq(appSecrets.name, name));
      if (!row) throw new Error(`secret ${name} missing after insert`);
      return row.value;
    },
  };
}
export type SigningRepo = ReturnType<typeof createSigningRepo>;
