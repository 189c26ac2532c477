import { z } from 'zod';

/** The only reader of process.env: every setting, its default, parsed once at start-up. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  /** postgres://… switches from embedded PGlite to a PostgreSQL server. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  /** Where embedded PGlite keeps its files. */
  DATA_DIR: z.string().min(1).default('./data'),
  /** Number of catalogue events the first start seeds. */
  SEED_EVENTS: z.coerce.number().int().min(0).max(1_000_000).default(160),
  /** Built client files served by the API process; empty to serve the API only. */
  CLIENT_DIR: z.string().default('./dist/client'),
  LOG_LEVEL: z.enum(['silent', 'info', 'debug']).default('info'),
});

export type Env = z.infer<typeof envSchema>;

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  return result.data;
}
