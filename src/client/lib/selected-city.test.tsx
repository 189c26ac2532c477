import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { readSelectedCity, useSelectedCity, writeSelectedCity } from './selected-city';

function Reader({ label }: { label: string }) {
  const [city] = useSelectedCity();
  return <p>{`${label}: ${city}`}</p>;
}

describe('selected city', () => {
  beforeEach(() => window.localStorage.clear());

  it('defaults to Delhi and ignores unknown stored values', () => {
    expect(readSelectedCity()).toBe('delhi');
    window.localStorage.setItem('selectedCity', JSON.stringify('atlantis'));
    expect(readSelectedCity()).toBe('delhi');
    window.localStorage.setItem('selectedCity', '{broken');
    expect(readSelectedCity()).toBe('delhi');
  });

  it("reads a stored 'bangalore' as Bengaluru", () => {
    window.localStorage.setItem('selectedCity', JSON.stringify('bangalore'));
    expect(readSelectedCity()).toBe('bengaluru');
  });

  it('keeps every reader in sync when the city changes', () => {
    render(
      <>
        <Reader label="header" />
        <Reader label="home" />
      </>,
    );
    expect(screen.getByText('header: delhi')).toBeTruthy();
    act(() => writeSelectedCity('pune'));
    expect(screen.getByText('header: pune')).toBeTruthy();
    expect(screen.getByText('home: pune')).toBeTruthy();
    expect(JSON.parse(window.localStorage.getItem('selectedCity') ?? 'null')).toBe('pune');
  });
});
