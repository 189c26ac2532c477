import type { Context } from 'hono';
import type { z } from 'zod';
import { HttpError, validationError } from './errors';

/** Parses the query string with a schema; a bad value becomes a 400 naming the field. */
export function parseQuery<T extends z.ZodType>(c: Context, schema: T): z.infer<T> {
  const result = schema.safeParse(c.req.query());
  if (!result.success) throw validationError(result.error);
  return result.data;
}

export function parseParams<T extends z.ZodType>(c: Context, schema: T): z.infer<T> {
  const result = schema.safeParse(c.req.param());
  if (!result.success) throw validationError(result.error);
  return result.data;
}

/** Parses a JSON body with a schema; no body, bad JSON or a bad value becomes a 400. */
export async function parseJson<T extends z.ZodType>(c: Context, schema: T): Promise<z.infer<T>> {
  let body: unknown;
  try {
    const text = await c.req.text();
    body = text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    throw new HttpError(400, 'invalid_request', 'The request body must be JSON');
  }
  const result = schema.safeParse(body);
  if (!result.success) throw validationError(result.error);
  return result.data;
}
