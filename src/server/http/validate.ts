import type { Context, MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import { UNSTORABLE_TEXT_MESSAGE, unstorableTextPath } from '../../shared/domain/storable-text';
import { HttpError, invalidRequest, validationError } from './errors';

/**
 * Every request input passes here first: text PostgreSQL cannot store (a NUL, a lone surrogate) is
 * a 400 naming the field, whatever the endpoint and its schema.
 */
function refuseUnstorableText(input: unknown): void {
  const field = unstorableTextPath(input);
  if (field === null) return;
  throw invalidRequest({ [field === '' ? 'body' : field]: UNSTORABLE_TEXT_MESSAGE });
}

/**
 * Refuses a query string with text PostgreSQL cannot store on every API request, so that no
 * endpoint, whether it reads its query or not, can pass one on.
 */
export const refuseUnstorableQuery: MiddlewareHandler = async (c, next) => {
  refuseUnstorableText(c.req.query());
  await next();
};

/** Deeper than any request of ours: a body nested past it is refused before anything walks it. */
const MAX_JSON_DEPTH = 32;
const nestedDeeperThan = (value: unknown, depth: number): boolean =>
  value !== null &&
  typeof value === 'object' &&
  (depth === 0 || Object.values(value).some((item) => nestedDeeperThan(item, depth - 1)));

/** Parses the query string with a schema; a bad value becomes a 400 naming the field. */
export function parseQuery<T extends z.ZodType>(c: Context, schema: T): z.infer<T> {
  const query = c.req.query();
  const result = schema.safeParse(query);
  if (!result.success) throw validationError(result.error);
  return result.data;
}

export function parseParams<T extends z.ZodType>(c: Context, schema: T): z.infer<T> {
  const params = c.req.param();
  refuseUnstorableText(params);
  const result = schema.safeParse(params);
  if (!result.success) throw validationError(result.error);
  return result.data;
}

/** Parses a JSON body with a schema; no body, bad JSON or a bad value becomes a 400. */
export async function parseJson<T extends z.ZodType>(c: Context, schema: T): Promise<z.infer<T>> {
  return parseJsonText(await c.req.text(), schema);
}

/** parseJson for a body already read as text (a signed webhook is read once, for its signature). */
export function parseJsonText<T extends z.ZodType>(text: string, schema: T): z.infer<T> {
  let body: unknown;
  try {
    body = text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    throw new HttpError(400, 'invalid_request', 'The request body must be JSON');
  }
  if (nestedDeeperThan(body, MAX_JSON_DEPTH)) {
    throw invalidRequest({ body: `Nested more than ${MAX_JSON_DEPTH} levels deep` });
  }
  refuseUnstorableText(body);
  const result = schema.safeParse(body);
  if (!result.success) throw validationError(result.error);
  return result.data;
}
