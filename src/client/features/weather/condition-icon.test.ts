import { Cloud, CloudFog, CloudLightning, CloudRain, CloudSnow, CloudSun, Sun } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { conditionIcon } from './condition-icon';

describe('conditionIcon', () => {
  it.each([
    [1000, 'Sunny', Sun],
    [1003, 'Partly cloudy', CloudSun],
    [1009, 'Overcast', Cloud],
    [1135, 'Fog', CloudFog],
    [1183, 'Light rain', CloudRain],
    [1246, 'Torrential rain shower', CloudRain],
    [1276, 'Moderate or heavy rain with thunder', CloudLightning],
    [1225, 'Heavy snow', CloudSnow],
  ])('draws code %i (%s) with its own icon', (code, _, icon) => {
    expect(conditionIcon(code)).toBe(icon);
  });

  it('falls back to the general sun-and-cloud for a code it does not know', () => {
    expect(conditionIcon(4242)).toBe(CloudSun);
  });
});
