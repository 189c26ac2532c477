import { z } from 'zod';

/**
 * The parts of WeatherAPI.com's current.json answer the widget reads (product-spec.md section 3);
 * the service sends many more, which are ignored.
 */
const currentConditionsSchema = z.object({
  location: z.object({ name: z.string(), region: z.string() }),
  current: z.object({
    temp_c: z.number(),
    condition: z.object({ text: z.string(), code: z.number().int() }),
    humidity: z.number(),
    wind_kph: z.number(),
  }),
});
export type CurrentConditions = z.infer<typeof currentConditionsSchema>;

/** The service's own error answer ({"error":{"code":2006,"message":"API key is invalid."}}). */
const serviceErrorSchema = z.object({ error: z.object({ code: z.number().int() }) });

/**
 * The weather service gave no usable answer. The message says how, for the log, and never carries
 * the key: not the URL asked, nor the service's text (an error page may quote the request).
 */
export class WeatherUpstreamError extends Error {}

export interface WeatherUpstreamOptions {
  /** env WEATHER_API_URL, without a trailing slash. */
  baseUrl: string;
  /** env WEATHER_API_KEY. */
  apiKey: string;
  /** The longest wait for the whole answer, body included. */
  timeoutMs: number;
}

const isTimeout = (error: unknown) => error instanceof Error && error.name === 'TimeoutError';

/** ECONNREFUSED, ENOTFOUND…: the cause of a fetch that never got an answer, without its message. */
function causeCode(error: unknown): string {
  const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  return typeof cause?.code === 'string' ? cause.code : error instanceof Error ? error.name : 'unknown';
}

/** The only code that talks to the weather service: its current-conditions call (section 7). */
export function createWeatherUpstream({ baseUrl, apiKey, timeoutMs }: WeatherUpstreamOptions) {
  return {
    /** Current conditions for a place named as the service expects it ('Mumbai', 'Bengaluru'). */
    async current(place: string): Promise<CurrentConditions> {
      const url = `${baseUrl}/current.json?${new URLSearchParams({ key: apiKey, q: place, aqi: 'no' })}`;
      const signal = AbortSignal.timeout(timeoutMs);
      let body: unknown;
      try {
        const response = await fetch(url, { signal, headers: { accept: 'application/json' } });
        // A body that is not JSON is judged below; one cut off by the timeout is a timeout.
        body = await response.json().catch((error: unknown) => {
          if (signal.aborted) throw error;
          return undefined;
        });
        if (!response.ok) {
          const code = serviceErrorSchema.safeParse(body).data?.error.code;
          throw new WeatherUpstreamError(
            `answered ${response.status}${code === undefined ? '' : ` (error code ${code})`}`,
          );
        }
      } catch (error) {
        if (error instanceof WeatherUpstreamError) throw error;
        throw new WeatherUpstreamError(
          isTimeout(error)
            ? `did not answer within ${timeoutMs} ms`
            : `could not be reached (${causeCode(error)})`,
        );
      }
      const parsed = currentConditionsSchema.safeParse(body);
      if (!parsed.success) {
        const fields = [...new Set(parsed.error.issues.map((issue) => issue.path.join('.')))].join(', ');
        throw new WeatherUpstreamError(`answered in an unknown shape (${fields || 'not JSON'})`);
      }
      return parsed.data;
    },
  };
}

export type WeatherUpstream = ReturnType<typeof createWeatherUpstream>;
