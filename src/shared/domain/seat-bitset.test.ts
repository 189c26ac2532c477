import { describe, expect, it } from 'vitest';
import { mulberry32 } from './random';
import {
  allAvailable,
  availableCount,
  decodeAvailability,
  encodeAvailability,
  fromBase64,
  isAvailable,
  setAvailable,
  toBase64,
} from './seat-bitset';
import { blockSeatCount, planFor } from './venue-plan';

const nms = planFor({ id: 'narendra-modi-stadium', capacity: 132_000, sports: ['cricket'] });

/** Every block of Narendra Modi Stadium encoded: the characters a whole stadium's availability takes. */
function stadiumChars(fill: (bits: Uint8Array, seats: number, random: () => number) => void): number {
  const random = mulberry32(15);
  let chars = 0;
  for (const block of nms.blocks) {
    const seats = blockSeatCount(block);
    const bits = allAvailable(seats);
    fill(bits, seats, random);
    const text = encodeAvailability(bits, seats);
    expect(decodeAvailability(text, seats)).toEqual(bits);
    chars += text.length;
  }
  return chars;
}

describe('a block’s availability bitset', () => {
  it('starts with every seat available and no bit past the last seat', () => {
    const bits = allAvailable(13);
    expect(bits).toEqual(Uint8Array.from([0xff, 0b11111]));
    expect(availableCount(bits, 13)).toBe(13);
    setAvailable(bits, 9, false);
    expect(isAvailable(bits, 9)).toBe(false);
    expect(isAvailable(bits, 8)).toBe(true);
    expect(availableCount(bits, 13)).toBe(12);
    setAvailable(bits, 9, true);
    expect(availableCount(bits, 13)).toBe(13);
  });

  it('writes base64 as Node does, without padding, and reads it back', () => {
    const random = mulberry32(3);
    for (let length = 0; length < 40; length += 1) {
      const bytes = Uint8Array.from({ length }, () => Math.floor(random() * 256));
      const text = toBase64(bytes);
      expect(text).toBe(Buffer.from(bytes).toString('base64').replace(/=+$/, ''));
      expect(fromBase64(text)).toEqual(bytes);
    }
  });

  it('travels as runs when they are shorter and as bits otherwise, and decodes to the same bits', () => {
    const seats = 600;
    const free = allAvailable(seats);
    expect(encodeAvailability(free, seats)).toMatch(/^r/);
    const random = mulberry32(9);
    const scattered = allAvailable(seats);
    for (let i = 0; i < seats; i += 1) setAvailable(scattered, i, random() < 0.5);
    const text = encodeAvailability(scattered, seats);
    expect(text).toMatch(/^b/);
    expect(text.length).toBe(1 + Math.ceil((Math.ceil(seats / 8) * 8) / 6));
    expect(decodeAvailability(text, seats)).toEqual(scattered);
    const soldFromStart = allAvailable(seats);
    for (let i = 0; i < 100; i += 1) setAvailable(soldFromStart, i, false);
    expect(decodeAvailability(encodeAvailability(soldFromStart, seats), seats)).toEqual(soldFromStart);
  });

  it('refuses text that describes another block', () => {
    const text = encodeAvailability(allAvailable(100), 100);
    expect(() => decodeAvailability(text, 99)).toThrow(RangeError);
    expect(() => decodeAvailability(text, 101)).toThrow(RangeError);
    expect(() => decodeAvailability(`b${toBase64(new Uint8Array(3))}`, 100)).toThrow(RangeError);
    expect(() => decodeAvailability('x', 100)).toThrow(RangeError);
    expect(() => decodeAvailability('r*', 100)).toThrow(RangeError);
  });

  it('carries all 1,32,000 seats of Narendra Modi Stadium in well under 20 kB as a sale fills it', () => {
    // Free, sold out, and 60 % sold as best available sells: groups of 1–6 along each row, one
    // group in eight leaving a seat behind.
    const free = stadiumChars(() => undefined);
    const soldOut = stadiumChars((bits, seats) => {
      for (let i = 0; i < seats; i += 1) setAvailable(bits, i, false);
    });
    const selling = stadiumChars((bits, seats, random) => {
      let i = 0;
      while (i < seats * 0.6) {
        const group = 1 + Math.floor(random() * 6);
        for (let k = 0; k < group && i < seats; k += 1, i += 1) setAvailable(bits, i, false);
        if (random() < 1 / 8) i += 1;
      }
    });
    expect(free).toBeLessThan(2000);
    expect(soldOut).toBeLessThan(2000);
    expect(selling).toBeLessThan(10_000);
  });

  it('never takes more than the bits themselves in base64, however scattered the seats', () => {
    const scattered = stadiumChars((bits, seats, random) => {
      for (let i = 0; i < seats; i += 1) setAvailable(bits, i, random() < 0.5);
    });
    const bitsInBase64 = nms.blocks.reduce(
      (sum, b) => sum + 1 + Math.ceil((Math.ceil(b.seats / 8) * 8) / 6),
      0,
    );
    expect(scattered).toBeLessThanOrEqual(bitsInBase64);
    expect(bitsInBase64).toBeLessThan(23_000);
  });
});
