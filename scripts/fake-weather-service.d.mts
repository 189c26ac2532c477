export type FakeWeatherMode = 'ok' | 'server-error' | 'unauthorized' | 'hang' | 'malformed';
export declare const FAKE_WEATHER_MODES: FakeWeatherMode[];
export declare function currentConditions(place: string): {
  location: { name: string; region: string; country: string } & Record<string, unknown>;
  current: {
    temp_c: number;
    condition: { text: string; icon: string; code: number };
    humidity: number;
    wind_kph: number;
  } & Record<string, unknown>;
};
export interface FakeWeatherService {
  /** The base URL to configure (WEATHER_API_URL), e.g. http://127.0.0.1:41234/v1. */
  url: string;
  origin: string;
  /** The query of every current.json request received, in order. */
  queries: URLSearchParams[];
  setMode(place: string, mode: FakeWeatherMode): void;
  /** How many current.json requests named this place. */
  calls(place: string): number;
  close(): Promise<void>;
}
export declare function startFakeWeatherService(options: {
  key: string;
  port?: number;
  host?: string;
}): Promise<FakeWeatherService>;
