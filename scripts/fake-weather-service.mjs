// A local stand-in for WeatherAPI.com's current-conditions call (GET /v1/current.json?key=&q=&aqi=),
// answering in the service's real response shape, for the weather tests: the API tests start it in
// process, the browser tests run it as a web server (playwright.config.ts) and steer it over HTTP.
//   const fake = await startFakeWeatherService({ key: 'test-key' });   // fake.url is the base URL
//   fake.setMode('Chennai', 'server-error');                           // how it answers one place
//   PORT=3803 WEATHER_KEY=k node scripts/fake-weather-service.mjs       // as a server
//     POST /control {"place":"Chennai","mode":"server-error"}  GET /control/calls?place=Chennai
// Modes: ok (the place's conditions), server-error (500) and unauthorized (401), both with a body
// quoting the key as a careless proxy might, hang (never answers), malformed (200, unknown shape).
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';

export const FAKE_WEATHER_MODES = ['ok', 'server-error', 'unauthorized', 'hang', 'malformed'];

/** Conditions per place the catalogue asks for; the names and regions the real service gives. */
const PLACES = {
  Mumbai: {
    name: 'Mumbai',
    region: 'Maharashtra',
    lat: 18.98,
    lon: 72.83,
    temp: 31.2,
    code: 1003,
    humidity: 74,
    wind: 14.4,
  },
  Delhi: {
    name: 'New Delhi',
    region: 'Delhi',
    lat: 28.6,
    lon: 77.2,
    temp: 24.1,
    code: 1030,
    humidity: 48,
    wind: 7.6,
  },
  Bengaluru: {
    name: 'Bengaluru',
    region: 'Karnataka',
    lat: 12.98,
    lon: 77.58,
    temp: 27.0,
    code: 1183,
    humidity: 69,
    wind: 18.0,
  },
  Chennai: {
    name: 'Chennai',
    region: 'Tamil Nadu',
    lat: 13.08,
    lon: 80.28,
    temp: 33.4,
    code: 1000,
    humidity: 62,
    wind: 20.2,
  },
  Kolkata: {
    name: 'Kolkata',
    region: 'West Bengal',
    lat: 22.57,
    lon: 88.37,
    temp: 29.8,
    code: 1009,
    humidity: 79,
    wind: 9.0,
  },
  Hyderabad: {
    name: 'Hyderabad',
    region: 'Telangana',
    lat: 17.38,
    lon: 78.47,
    temp: 30.5,
    code: 1006,
    humidity: 41,
    wind: 12.2,
  },
  Pune: {
    name: 'Pune',
    region: 'Maharashtra',
    lat: 18.53,
    lon: 73.87,
    temp: 26.3,
    code: 1087,
    humidity: 58,
    wind: 10.8,
  },
  Ahmedabad: {
    name: 'Ahmedabad',
    region: 'Gujarat',
    lat: 23.03,
    lon: 72.62,
    temp: 35.1,
    code: 1000,
    humidity: 22,
    wind: 13.0,
  },
  Jaipur: {
    name: 'Jaipur',
    region: 'Rajasthan',
    lat: 26.92,
    lon: 75.82,
    temp: 33.0,
    code: 1003,
    humidity: 18,
    wind: 15.5,
  },
  Lucknow: {
    name: 'Lucknow',
    region: 'Uttar Pradesh',
    lat: 26.85,
    lon: 80.92,
    temp: 28.4,
    code: 1135,
    humidity: 66,
    wind: 5.4,
  },
  Bhubaneswar: {
    name: 'Bhubaneswar',
    region: 'Odisha',
    lat: 20.23,
    lon: 85.83,
    temp: 32.0,
    code: 1240,
    humidity: 71,
    wind: 11.2,
  },
  London: {
    name: 'London',
    region: 'City of London, Greater London',
    lat: 51.52,
    lon: -0.11,
    temp: 11.2,
    code: 1009,
    humidity: 94,
    wind: 16.2,
  },
};

/** The service's condition codes used above, with their text and the number of their icon. */
const CONDITIONS = {
  1000: { text: 'Sunny', icon: 113 },
  1003: { text: 'Partly cloudy', icon: 116 },
  1006: { text: 'Cloudy', icon: 119 },
  1009: { text: 'Overcast', icon: 122 },
  1030: { text: 'Mist', icon: 143 },
  1087: { text: 'Thundery outbreaks possible', icon: 200 },
  1135: { text: 'Fog', icon: 248 },
  1183: { text: 'Light rain', icon: 296 },
  1240: { text: 'Light rain shower', icon: 353 },
};

/** The service's full current.json answer for a place, every field it sends (most of them unread). */
export function currentConditions(place) {
  const p = PLACES[place];
  const epoch = Math.floor(Date.now() / 1000);
  return {
    location: {
      name: p.name,
      region: p.region,
      country: p.name === 'London' ? 'United Kingdom' : 'India',
      lat: p.lat,
      lon: p.lon,
      tz_id: p.name === 'London' ? 'Europe/London' : 'Asia/Kolkata',
      localtime_epoch: epoch,
      localtime: '2026-02-02 12:00',
    },
    current: {
      last_updated_epoch: epoch - 300,
      last_updated: '2026-02-02 11:55',
      temp_c: p.temp,
      temp_f: Math.round(((p.temp * 9) / 5 + 32) * 10) / 10,
      is_day: 1,
      condition: {
        text: CONDITIONS[p.code].text,
        icon: `//cdn.weatherapi.com/weather/64x64/day/${CONDITIONS[p.code].icon}.png`,
        code: p.code,
      },
      wind_mph: Math.round((p.wind / 1.609) * 10) / 10,
      wind_kph: p.wind,
      wind_degree: 225,
      wind_dir: 'SW',
      pressure_mb: 1012.0,
      pressure_in: 29.88,
      precip_mm: 0.0,
      precip_in: 0.0,
      humidity: p.humidity,
      cloud: 25,
      feelslike_c: p.temp + 1,
      feelslike_f: Math.round((((p.temp + 1) * 9) / 5 + 32) * 10) / 10,
      vis_km: 10.0,
      vis_miles: 6.0,
      uv: 5.0,
      gust_mph: 12.1,
      gust_kph: 19.4,
    },
  };
}

function send(response, status, body) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

async function readJson(request) {
  let text = '';
  for await (const chunk of request) text += chunk;
  return JSON.parse(text || '{}');
}

/** Starts the fake on `port` (0: any free one); resolves once it listens. */
export function startFakeWeatherService({ key, port = 0, host = '127.0.0.1' }) {
  const modes = new Map();
  const calls = new Map();
  /** Every current.json query string received, for asserting what the server sent. */
  const queries = [];

  const answerCurrent = (url, response) => {
    const place = url.searchParams.get('q') ?? '';
    queries.push(url.searchParams);
    calls.set(place, (calls.get(place) ?? 0) + 1);
    const mode = modes.get(place) ?? 'ok';
    if (mode === 'hang') return;
    if (mode === 'server-error')
      return send(response, 500, {
        error: { code: 9999, message: `Internal application error for key=${key}` },
      });
    if (mode === 'unauthorized')
      return send(response, 401, { error: { code: 2006, message: `API key ${key} is invalid.` } });
    if (mode === 'malformed') return send(response, 200, { location: { name: place }, current: {} });
    if (!url.searchParams.get('key'))
      return send(response, 401, { error: { code: 1002, message: 'API key not provided.' } });
    if (url.searchParams.get('key') !== key)
      return send(response, 401, { error: { code: 2006, message: 'API key is invalid.' } });
    if (!(place in PLACES))
      return send(response, 400, { error: { code: 1006, message: 'No matching location found.' } });
    send(response, 200, currentConditions(place));
  };

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    if (request.method === 'GET' && url.pathname === '/v1/current.json') return answerCurrent(url, response);
    if (request.method === 'GET' && url.pathname === '/health') return send(response, 200, { status: 'ok' });
    if (request.method === 'GET' && url.pathname === '/control/calls')
      return send(response, 200, { calls: calls.get(url.searchParams.get('place') ?? '') ?? 0 });
    if (request.method === 'POST' && url.pathname === '/control') {
      return readJson(request).then(
        ({ place, mode }) => {
          if (typeof place !== 'string' || !FAKE_WEATHER_MODES.includes(mode))
            return send(response, 400, {
              error: `place must be text and mode one of ${FAKE_WEATHER_MODES.join(', ')}`,
            });
          modes.set(place, mode);
          send(response, 200, { place, mode });
        },
        () => send(response, 400, { error: 'the body must be JSON' }),
      );
    }
    send(response, 404, { error: 'not found' });
  });

  return new Promise((resolveStart, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      const origin = `http://${host}:${typeof address === 'object' && address ? address.port : port}`;
      resolveStart({
        url: `${origin}/v1`,
        origin,
        queries,
        setMode: (place, mode) => modes.set(place, mode),
        calls: (place) => calls.get(place) ?? 0,
        close: () =>
          new Promise((resolveClose) => {
            // Requests left hanging on purpose must not keep it open.
            server.closeAllConnections();
            server.close(() => resolveClose());
          }),
      });
    });
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const key = process.env.WEATHER_KEY;
  if (!key) throw new Error('WEATHER_KEY must name the key the fake accepts');
  const fake = await startFakeWeatherService({ key, port: Number(process.env.PORT ?? 0) });
  console.log(`fake weather service on ${fake.url}`);
}
