import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeSelectedCity } from '@/client/lib/selected-city';
import { sessionClient, WithClient } from '@/client/test/session';
import type { Weather } from '@/shared/schemas/weather';
import { WeatherButton } from './weather-button';

const DELHI: Weather = {
  city: 'delhi',
  locationName: 'New Delhi',
  region: 'Delhi',
  temperatureC: 24.4,
  condition: 'Mist',
  conditionCode: 1030,
  humidity: 48,
  windKph: 7.6,
};
const MUMBAI: Weather = {
  ...DELHI,
  city: 'mumbai',
  locationName: 'Mumbai',
  region: 'Maharashtra',
  temperatureC: 31.2,
  condition: 'Partly cloudy',
  conditionCode: 1003,
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Answers per city; a city missing here never answers (still loading). */
let answers: Record<string, () => Response>;
const fetchMock = vi.fn((input: RequestInfo | URL) => {
  const city = new URL(String(input), 'http://localhost').searchParams.get('city') ?? '';
  const answer = answers[city];
  return answer ? Promise.resolve(answer()) : new Promise<Response>(() => {});
});
const weatherCalls = (city: string) =>
  fetchMock.mock.calls.filter(([input]) => String(input) === `/api/weather?city=${city}`).length;

beforeEach(() => {
  window.localStorage.clear();
  fetchMock.mockClear();
  answers = { delhi: () => json(200, DELHI), mumbai: () => json(200, MUMBAI) };
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderButton() {
  return render(
    <WithClient client={sessionClient(null)}>
      <WeatherButton />
    </WithClient>,
  );
}

describe('WeatherButton', () => {
  it('pulses while the weather loads, and opens nothing', async () => {
    answers = {};
    renderButton();
    const button = screen.getByRole('button', { name: 'Weather in Delhi: loading' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.querySelector('svg')?.getAttribute('class')).toContain('animate-pulse');
    await userEvent.click(button);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("names the selected city's weather and opens a popover with every field, Escape giving focus back", async () => {
    const user = userEvent.setup();
    renderButton();
    const button = await screen.findByRole('button', { name: 'Weather in Delhi: 24 °C, Mist' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');

    await user.click(button);
    const popover = await screen.findByRole('dialog', { name: 'New Delhi' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.getAttribute('aria-controls')).toBe(popover.id);
    expect(popover.textContent).toBe('New DelhiDelhi24 °CMistHumidity48%Wind8 km/h');
    await waitFor(() => expect(popover.contains(document.activeElement)).toBe(true));

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');

    // The button toggles it: a second press closes what the first opened.
    await user.click(button);
    await screen.findByRole('dialog', { name: 'New Delhi' });
    await user.click(button);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks again for the newly selected city, closing the popover while it loads', async () => {
    const user = userEvent.setup();
    renderButton();
    await user.click(await screen.findByRole('button', { name: /^Weather in Delhi: 24 °C/ }));
    await screen.findByRole('dialog', { name: 'New Delhi' });

    act(() => writeSelectedCity('mumbai'));
    await screen.findByRole('button', { name: 'Weather in Mumbai: 31 °C, Partly cloudy' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(weatherCalls('mumbai')).toBe(1);
  });

  it('shows a muted icon with no popover when the weather service failed (after one more try)', async () => {
    answers.delhi = () =>
      json(502, { error: { code: 'weather_unavailable', message: 'Failed to fetch weather data' } });
    const user = userEvent.setup();
    renderButton();
    const button = await screen.findByRole('button', { name: 'Weather unavailable' }, { timeout: 5000 });
    expect(weatherCalls('delhi')).toBe(2);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.getAttribute('aria-expanded')).toBeNull();
    expect(button.querySelector('svg')?.getAttribute('class')).not.toContain('animate-pulse');
    await user.click(button);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the muted icon at once when weather is not configured, without asking again', async () => {
    answers.delhi = () =>
      json(503, { error: { code: 'weather_not_configured', message: 'Weather is not configured' } });
    renderButton();
    await screen.findByRole('button', { name: 'Weather unavailable' });
    expect(weatherCalls('delhi')).toBe(1);
  });
});
