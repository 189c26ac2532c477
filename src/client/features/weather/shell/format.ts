/** Whole degrees, as a widget shows them: 24.6 → '25 °C'. */
export const formatTemperature = (celsius: number) => `${Math.round(celsius)} °C`;
export const formatWind = (kph: number) => `${Math.round(kph)} km/h`;
export const formatHumidity = (percent: number) => `${Math.round(percent)}%`;
