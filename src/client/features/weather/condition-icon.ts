import {
  Cloud,
  CloudDrizzle,
  CloudFog,
  CloudLightning,
  CloudRain,
  CloudSnow,
  CloudSun,
  type LucideIcon,
  Sun,
} from 'lucide-react';

/**
 * WeatherAPI.com's condition codes (its weather_conditions list) by the icon drawn for them: our
 * own icons, so the page loads no image from the service's CDN and the CSP stays 'self'.
 */
const ICON_CODES: ReadonlyArray<[LucideIcon, readonly number[]]> = [
  [Sun, [1000]],
  [CloudSun, [1003]],
  [Cloud, [1006, 1009]],
  [CloudFog, [1030, 1135, 1147]],
  [CloudLightning, [1087, 1273, 1276, 1279, 1282]],
  [CloudDrizzle, [1072, 1150, 1153, 1168, 1171]],
  [CloudRain, [1063, 1180, 1183, 1186, 1189, 1192, 1195, 1198, 1201, 1240, 1243, 1246]],
  [
    CloudSnow,
    [
      1066, 1069, 1114, 1117, 1204, 1207, 1210, 1213, 1216, 1219, 1222, 1225, 1237, 1249, 1252, 1255, 1258,
      1261, 1264,
    ],
  ],
];

const iconByCode = new Map(ICON_CODES.flatMap(([icon, codes]) => codes.map((code) => [code, icon] as const)));

/** The icon for a condition code; a code the list does not have gets the general sun-and-cloud. */
export const conditionIcon = (code: number): LucideIcon => iconByCode.get(code) ?? CloudSun;
