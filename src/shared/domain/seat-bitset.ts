// A block's availability as a bitset (decision record 016): one bit per seat in the block's seat
// index order (venue-plan.ts), bit i in byte i >> 3 at position i & 7, 1 when the seat can be had.
// It travels as text: either the bits themselves or, when shorter, the lengths of its alternating
// runs (free, taken, free, …), in base64. A block before its on-sale or sold out is a few bytes.

/** A bitset of `seats` seats, every one available. */
export function allAvailable(seats: number): Uint8Array {
  const bits = new Uint8Array(Math.ceil(seats / 8)).fill(0xff);
  const spare = bits.length * 8 - seats;
  if (spare > 0) bits[bits.length - 1] = 0xff >> spare;
  return bits;
}

export const isAvailable = (bits: Uint8Array, index: number): boolean =>
  (((bits[index >> 3] ?? 0) >> (index & 7)) & 1) === 1;

/** Marks a seat available or taken (in place). */
export function setAvailable(bits: Uint8Array, index: number, available: boolean): void {
  const byte = index >> 3;
  const mask = 1 << (index & 7);
  bits[byte] = available ? (bits[byte] ?? 0) | mask : (bits[byte] ?? 0) & ~mask;
}

/** How many of the first `seats` seats are available. */
export function availableCount(bits: Uint8Array, seats: number): number {
  let count = 0;
  for (let i = 0; i < seats; i += 1) if (isAvailable(bits, i)) count += 1;
  return count;
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DECODE = new Map([...ALPHABET].map((char, i) => [char, i]));

/** Base64 without padding (the browser and Node share this code, so no Buffer). */
export function toBase64(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = ((bytes[i] ?? 0) << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const chars = Math.min(4, Math.ceil(((bytes.length - i) * 8) / 6));
    for (let c = 0; c < chars; c += 1) out += ALPHABET[(n >> (18 - 6 * c)) & 63];
  }
  return out;
}

export function fromBase64(text: string): Uint8Array {
  if (text.length % 4 === 1) throw new RangeError('not base64: a stray character at the end');
  const bytes = new Uint8Array(Math.floor((text.length * 6) / 8));
  let bits = 0;
  let value = 0;
  let at = 0;
  for (const char of text) {
    const digit = DECODE.get(char);
    if (digit === undefined) throw new RangeError(`not base64: '${char}'`);
    value = ((value << 6) | digit) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes[at] = (value >> bits) & 0xff;
      at += 1;
    }
  }
  return bytes;
}

/** The lengths of the bitset's alternating runs over its first `seats` seats, the first one available (maybe 0). */
function runsOf(bits: Uint8Array, seats: number): number[] {
  const runs: number[] = [];
  let want = true;
  let length = 0;
  for (let i = 0; i < seats; i += 1) {
    if (isAvailable(bits, i) === want) {
      length += 1;
    } else {
      runs.push(length);
      want = !want;
      length = 1;
    }
  }
  runs.push(length);
  return runs;
}

/** LEB128: seven bits a byte, the high bit set on every byte but a number's last. */
function varints(numbers: readonly number[]): Uint8Array {
  const bytes: number[] = [];
  for (let n of numbers) {
    while (n >= 0x80) {
      bytes.push((n & 0x7f) | 0x80);
      n = Math.floor(n / 0x80);
    }
    bytes.push(n);
  }
  return Uint8Array.from(bytes);
}

/** The text of a block's availability: 'b' and its bits, or 'r' and its runs, whichever is shorter. */
export function encodeAvailability(bits: Uint8Array, seats: number): string {
  const runs = varints(runsOf(bits, seats));
  if (runs.length < Math.ceil(seats / 8)) return `r${toBase64(runs)}`;
  const raw = bits.slice(0, Math.ceil(seats / 8));
  const spare = raw.length * 8 - seats;
  if (spare > 0) raw[raw.length - 1] = (raw[raw.length - 1] ?? 0) & (0xff >> spare);
  return `b${toBase64(raw)}`;
}

/** The bitset of `seats` seats that `text` (from encodeAvailability) describes; a RangeError if it describes another. */
export function decodeAvailability(text: string, seats: number): Uint8Array {
  const bytes = fromBase64(text.slice(1));
  if (text.startsWith('b')) {
    if (bytes.length !== Math.ceil(seats / 8)) throw new RangeError(`not a bitset of ${seats} seats`);
    return bytes;
  }
  if (!text.startsWith('r')) throw new RangeError('an availability starts with b or r');
  const bits = new Uint8Array(Math.ceil(seats / 8));
  let at = 0;
  let available = true;
  let n = 0;
  let scale = 1;
  for (const byte of bytes) {
    n += (byte & 0x7f) * scale;
    scale *= 0x80;
    if (byte & 0x80) continue;
    if (at + n > seats) throw new RangeError(`runs longer than ${seats} seats`);
    if (available) for (let i = at; i < at + n; i += 1) setAvailable(bits, i, true);
    at += n;
    available = !available;
    n = 0;
    scale = 1;
  }
  if (at !== seats || scale !== 1) throw new RangeError(`runs of ${at} seats, not ${seats}`);
  return bits;
}
