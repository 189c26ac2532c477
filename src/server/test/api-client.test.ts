import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiClient } from './api-client';

const seatSchema = z.object({ id: z.string(), price: z.number().int() });
const mapSchema = z.object({ seats: z.array(seatSchema) });

/** An app that answers each path with the body it names. */
const app = new Hono()
  .get('/as-agreed', (c) => c.json({ seats: [{ id: 'A-1', price: 500 }] }))
  .get('/mistyped', (c) => c.json({ seats: [{ id: 'A-1', price: '500' }] }))
  .get('/field-added', (c) => c.json({ seats: [{ id: 'A-1', price: 500, holder: 'someone' }] }))
  .post('/refused', (c) => c.json({ error: { code: 'nope', message: 'No' } }, 409));

describe('apiClient … As', () => {
  const client = apiClient(app);

  it('parses an answer that keeps to its contract', async () => {
    const response = await client.getAs(mapSchema, '/as-agreed');
    expect(response.status).toBe(200);
    expect(response.body.seats[0]?.price).toBe(500);
  });

  it('fails on a mistyped field, naming it', async () => {
    await expect(client.getAs(mapSchema, '/mistyped')).rejects.toThrow(/seats\[0\]\.price|seats\.0\.price/);
  });

  it('fails on a field the contract does not name, at any depth', async () => {
    await expect(client.getAs(mapSchema, '/field-added')).rejects.toThrow(
      'seats[0].holder: not in the contract',
    );
  });

  it('fails when the answer is something else, such as an error', async () => {
    await expect(client.postAs(mapSchema, '/refused')).rejects.toThrow(/POST \/refused answered 409/);
  });
});
