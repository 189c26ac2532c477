// Text PostgreSQL cannot store (a NUL, a lone UTF-16 surrogate) in a path id, a query parameter, a
// JSON text field or JSON-stored data is a 400 naming the field, never a 500 (issue 10, point 3).
// The requests are the ones a fuzzing pass found answering 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../shared/schemas/common';
import { type ApiClient, apiClient, signUp, uniqueEmail } from '../test/api-client';
import { createTestApp, type TestApp } from '../test/test-database';

let t: TestApp;
let guest: ApiClient;
let fan: ApiClient;

beforeAll(async () => {
  t = await createTestApp();
  guest = apiClient(t.app);
  fan = apiClient(t.app);
  await signUp(fan);
});
afterAll(() => t.close());

const NUL = '\u0000';
const SURROGATE = '\ud800';

async function expectRefused(
  send: (client: ApiClient) => Promise<{ status: number; text: string }>,
  field: string,
  client: ApiClient = guest,
) {
  const response = await send(client);
  expect(response.status, response.text).toBe(400);
  const body = apiErrorSchema.parse(JSON.parse(response.text));
  expect(body.error.code).toBe('invalid_request');
  expect(body.error.fields?.[field]).toBe('Contains characters that cannot be stored');
}

describe('text PostgreSQL cannot store', () => {
  it('in a query parameter', async () => {
    await expectRefused((c) => c.get('/api/search?q=%00'), 'q');
    await expectRefused((c) => c.get('/api/events?venue=%00'), 'venue');
  });

  it('in a path id', async () => {
    await expectRefused((c) => c.get('/api/events/%00'), 'id');
    await expectRefused((c) => c.patch('/api/me/cart/items/%00', { quantity: 1 }), 'eventId', fan);
  });

  it('in a JSON text field, sign-up and a hold included', async () => {
    await expectRefused(
      (c) =>
        c.post('/api/auth/sign-up', { email: uniqueEmail(), name: `Zara${NUL}`, password: 'secret-123' }),
      'name',
    );
    await expectRefused((c) => c.post('/api/holds', { eventId: NUL }), 'eventId');
    await expectRefused((c) => c.post('/api/holds', { eventId: `ev${SURROGATE}` }), 'eventId');
    await expectRefused((c) => c.put('/api/me/profile', { location: `Pune${NUL}` }), 'location', fan);
  });

  it('in JSON-stored data, however deep', async () => {
    await expectRefused(
      (c) => c.post('/api/me/activity', { action: 'search', data: { q: SURROGATE } }),
      'data.q',
      fan,
    );
  });

  it('still takes every text it can store: emoji and Indian scripts', async () => {
    const response = await fan.post('/api/me/activity', { action: 'search', data: { q: 'चेन्नई 🏏' } });
    expect(response.status, response.text).toBe(201);
  });
});
