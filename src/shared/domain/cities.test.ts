import { describe, expect, it } from 'vitest';
import { ALL_CITIES } from '../constants';
import { canonicalCityId, cityOfLocation, parseCityId } from './cities';

describe('city ids', () => {
  it("reads the old 'bangalore' as Bengaluru", () => {
    expect(canonicalCityId('bangalore')).toBe('bengaluru');
    expect(parseCityId('bangalore')).toBe('bengaluru');
  });

  it('keeps every catalogue city as it is', () => {
    for (const city of ALL_CITIES) {
      expect(canonicalCityId(city.id)).toBe(city.id);
      expect(parseCityId(city.id)).toBe(city.id);
    }
  });

  it('knows one Bengaluru, under one name', () => {
    expect(ALL_CITIES.filter((city) => city.name.startsWith('Beng') || city.name.startsWith('Bang'))).toEqual(
      [{ id: 'bengaluru', name: 'Bengaluru' }],
    );
  });

  it('refuses what names no city', () => {
    expect(canonicalCityId('paris')).toBe('paris');
    for (const value of ['paris', '', 'Bengaluru', 'BANGALORE', null, undefined, 3]) {
      expect(parseCityId(value)).toBeNull();
    }
  });
});

describe("the city of a fan's location", () => {
  it('reads a city by its name or id, case aside, before any comma', () => {
    expect(cityOfLocation('Mumbai')).toBe('mumbai');
    expect(cityOfLocation('  pune ')).toBe('pune');
    expect(cityOfLocation('Bengaluru, Karnataka')).toBe('bengaluru');
    expect(cityOfLocation('Bangalore')).toBe('bengaluru');
    expect(cityOfLocation('DELHI, India')).toBe('delhi');
  });

  it('is null for a place that is not a catalogue city, or none', () => {
    for (const location of ['', 'Paris', 'Navi Mumbai', 'India, Mumbai'])
      expect(cityOfLocation(location)).toBeNull();
  });
});
