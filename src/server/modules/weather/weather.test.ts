// GET /api/weather against a local fake of WeatherAPI.com answering in its real response shape
// (scripts/fake-weather-service.mjs): loaded, cached for 30 minutes, shared while in flight,
// upstream errors and timeouts, not configured, bad input; the key never leaves the server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  currentConditions,
  type FakeWeatherService,
  startFakeWeatherService,
} from '../../../../scripts/fake-weather-service.mjs';
import { apiErrorSchema } from '../../../shared/schemas/common';
import { weatherSchema } from '../../../shared/schemas/weather';
import type { Database } from '../../db/client';
import { type ApiClient, apiClient, transcript } from '../../test/api-client';
import { createTestApp, createTestDatabase, TEST_ANCHOR } from '../../test/test-database';
import { WEATHER_CACHE_MS, WEATHER_FAILED_MESSAGE, WEATHER_NOT_CONFIGURED_MESSAGE } from './weather.service';

const KEY = 'wk-3f9a6c2e81d04b7a';
/** Short, so the timeout test is quick; the server's own is 3 s (weather.service.ts). */
const TIMEOUT_MS = 200;
/**
 * What the other tests allow the fake: as long as the server's own, since a loaded machine can take
 * more than TIMEOUT_MS to answer from the fake (a clean-clone run saw a 502 at 200 ms).
 */
const ANSWER_MS = 3_000;

let database: Database;
let fake: FakeWeatherService;

beforeAll(async () => {
  [database, fake] = await Promise.all([createTestDatabase(), startFakeWeatherService({ key: KEY })]);
});

afterAll(async () => {
  await fake.close();
  await database.close();
  // No answer of this file ever carried the key, whatever the fake said.
  expect(transcript.some((body) => body.includes(KEY))).toBe(false);
});

/** An app over the shared database with its own weather cache, clock and log, talking to the fake. */
async function weatherApp(options: { apiKey?: string; apiUrl?: string; timeoutMs?: number } = {}) {
  let nowMs = TEST_ANCHOR.getTime();
  const logLines: string[] = [];
  const { app } = await createTestApp({
    database,
    now: () => new Date(nowMs),
    weather: {
      apiUrl: options.apiUrl ?? fake.url,
      apiKey: options.apiKey ?? KEY,
      timeoutMs: options.timeoutMs ?? ANSWER_MS,
    },
    log: (message, detail) => logLines.push(detail === undefined ? message : `${message} ${String(detail)}`),
  });
  return {
    fan: apiClient(app),
    logLines,
    advance: (ms: number) => {
      nowMs += ms;
    },
  };
}

async function expectWeatherFailed(fan: ApiClient, city: string) {
  const response = await fan.getAs(apiErrorSchema, `/api/weather?city=${city}`);
  expect(response.status).toBe(502);
  expect(response.body.error).toEqual({ code: 'weather_unavailable', message: WEATHER_FAILED_MESSAGE });
  return response;
}

describe('GET /api/weather', () => {
  it("answers the city's current conditions, asked of the service with the key, its name and aqi=no", async () => {
    const { fan } = await weatherApp();
    const response = await fan.getAs(weatherSchema, '/api/weather?city=mumbai');
    expect(response.status).toBe(200);
    const upstream = currentConditions('Mumbai');
    expect(response.body).toEqual({
      city: 'mumbai',
      locationName: 'Mumbai',
      region: 'Maharashtra',
      temperatureC: upstream.current.temp_c,
      condition: 'Partly cloudy',
      conditionCode: 1003,
      humidity: upstream.current.humidity,
      windKph: upstream.current.wind_kph,
    });
    const asked = fake.queries.at(-1);
    expect(Object.fromEntries(asked ?? [])).toEqual({ key: KEY, q: 'Mumbai', aqi: 'no' });
  });

  it("reads an old city id as its city: 'bangalore' asks for Bengaluru", async () => {
    const { fan } = await weatherApp();
    const response = await fan.getAs(weatherSchema, '/api/weather?city=bangalore');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      city: 'bengaluru',
      locationName: 'Bengaluru',
      region: 'Karnataka',
    });
    expect(fake.queries.at(-1)?.get('q')).toBe('Bengaluru');
  });

  it('keeps each city for 30 minutes: no second call before, a fresh one after', async () => {
    const { fan, advance } = await weatherApp();
    const before = fake.calls('Kolkata');
    expect((await fan.getAs(weatherSchema, '/api/weather?city=kolkata')).status).toBe(200);
    expect(fake.calls('Kolkata')).toBe(before + 1);

    advance(WEATHER_CACHE_MS - 1);
    expect((await fan.getAs(weatherSchema, '/api/weather?city=kolkata')).status).toBe(200);
    expect(fake.calls('Kolkata')).toBe(before + 1);
    // Another city is its own entry.
    expect((await fan.getAs(weatherSchema, '/api/weather?city=pune')).status).toBe(200);

    advance(1);
    expect((await fan.getAs(weatherSchema, '/api/weather?city=kolkata')).status).toBe(200);
    expect(fake.calls('Kolkata')).toBe(before + 2);
  });

  it('asks the service once for requests of one city that arrive together', async () => {
    const { fan } = await weatherApp();
    const before = fake.calls('Jaipur');
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => fan.getAs(weatherSchema, '/api/weather?city=jaipur')),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(200));
    expect(new Set(answers.map((answer) => answer.text)).size).toBe(1);
    expect(fake.calls('Jaipur')).toBe(before + 1);
  });

  it.each([
    ['answers 500 quoting the key', 'server-error', 'answered 500 (error code 9999)'],
    ['answers 401 quoting the key', 'unauthorized', 'answered 401 (error code 2006)'],
    ['answers 200 in a shape it does not know', 'malformed', 'answered in an unknown shape'],
  ] as const)('answers 502 when the service %s, never passing the key on', async (_, mode, logged) => {
    const { fan, logLines } = await weatherApp();
    fake.setMode('Chennai', mode);
    try {
      const response = await expectWeatherFailed(fan, 'chennai');
      expect(response.text).not.toContain(KEY);
      expect(logLines).toEqual([
        expect.stringContaining(`weather for chennai: the weather service ${logged}`),
      ]);
      expect(logLines.join('\n')).not.toContain(KEY);
    } finally {
      fake.setMode('Chennai', 'ok');
    }
    // A failure is not kept: the next request asks again and gets the weather.
    expect((await fan.getAs(weatherSchema, '/api/weather?city=chennai')).status).toBe(200);
  });

  it('answers 502 when the key is wrong (the service says 401)', async () => {
    const { fan, logLines } = await weatherApp({ apiKey: 'not-the-key' });
    await expectWeatherFailed(fan, 'ahmedabad');
    expect(logLines.join('\n')).toContain('answered 401 (error code 2006)');
    expect(logLines.join('\n')).not.toContain('not-the-key');
  });

  it('answers 502 once the timeout passes when the service never answers', async () => {
    const { fan, logLines } = await weatherApp({ timeoutMs: TIMEOUT_MS });
    fake.setMode('Lucknow', 'hang');
    try {
      const started = performance.now();
      await expectWeatherFailed(fan, 'lucknow');
      const waited = performance.now() - started;
      expect(waited).toBeGreaterThanOrEqual(TIMEOUT_MS - 5);
      expect(waited).toBeLessThan(TIMEOUT_MS + 1500);
      expect(logLines).toEqual([
        `weather for lucknow: the weather service did not answer within ${TIMEOUT_MS} ms`,
      ]);
    } finally {
      fake.setMode('Lucknow', 'ok');
    }
  });

  it('answers 502 when the service cannot be reached', async () => {
    const closed = await startFakeWeatherService({ key: KEY });
    await closed.close();
    const { fan, logLines } = await weatherApp({ apiUrl: closed.url });
    await expectWeatherFailed(fan, 'delhi');
    expect(logLines).toEqual(['weather for delhi: the weather service could not be reached (ECONNREFUSED)']);
  });

  it('answers 503 without a key, asking nothing of the service', async () => {
    const { app } = await createTestApp({ database, weather: { apiUrl: fake.url } });
    const before = fake.queries.length;
    const response = await apiClient(app).getAs(apiErrorSchema, '/api/weather?city=mumbai');
    expect(response.status).toBe(503);
    expect(response.body.error).toEqual({
      code: 'weather_not_configured',
      message: WEATHER_NOT_CONFIGURED_MESSAGE,
    });
    expect(fake.queries.length).toBe(before);
  });

  it('refuses a city it does not know, or none, naming the field', async () => {
    const { fan } = await weatherApp();
    const before = fake.queries.length;
    for (const query of ['?city=atlantis', '?city=', '']) {
      const response = await fan.getAs(apiErrorSchema, `/api/weather${query}`);
      expect(response.status, query).toBe(400);
      expect(Object.keys(response.body.error.fields ?? {}), query).toEqual(['city']);
    }
    expect(fake.queries.length).toBe(before);
  });
});
