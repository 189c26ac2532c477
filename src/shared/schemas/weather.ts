import { z } from 'zod';
import { cityIdSchema, cityParamSchema } from './catalogue';

/** GET /api/weather?city=: a city of the catalogue (an old id reads as the city it names now). */
export const weatherQuerySchema = z.object({ city: cityParamSchema });

/**
 * GET /api/weather: the current conditions the header's widget shows (product-spec.md section 3,
 * "Weather response fields read"), as the weather service reported them for the city.
 */
export const weatherSchema = z.object({
  city: cityIdSchema,
  /** The place the weather service matched (location.name), e.g. 'Mumbai'. */
  locationName: z.string(),
  /** Its state or region (location.region), e.g. 'Maharashtra'. */
  region: z.string(),
  /** current.temp_c */
  temperatureC: z.number(),
  /** current.condition.text, e.g. 'Partly cloudy'. */
  condition: z.string(),
  /** current.condition.code: picks the icon the widget draws itself (no image from the service's CDN). */
  conditionCode: z.number().int(),
  /** current.humidity, in percent. */
  humidity: z.number(),
  /** current.wind_kph */
  windKph: z.number(),
});
export type Weather = z.infer<typeof weatherSchema>;
