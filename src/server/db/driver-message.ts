/**
 * The innermost cause's message: the database driver's, under drizzle's wrapper. drizzle's own
 * message quotes the statement's parameters, so an error about storing a secret passes on only this.
 */
export function driverMessage(error: unknown): string {
  let cause = error;
  for (let depth = 0; cause instanceof Error && cause.cause instanceof Error && depth < 8; depth += 1)
    cause = cause.cause;
  return cause instanceof Error ? cause.message : String(cause);
}
