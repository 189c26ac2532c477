import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PlanBlock } from '@/shared/domain/venue-plan';
import { fetchBlockSeats } from './api/get-block-seats';
import { useBlockSeats } from './use-block-seats';

vi.mock('./api/get-block-seats', () => ({ fetchBlockSeats: vi.fn() }));
const fetchMock = vi.mocked(fetchBlockSeats);

const block = (id: string) => [id, { id, seats: 8 } as PlanBlock] as const;
const blocks = new Map([block('A'), block('B'), block('C'), block('D')]);
/** All eight seats free, as run lengths ('r') in base64: one run of 8. */
const ALL_FREE = 'rCA';

afterEach(() => fetchMock.mockReset());

describe('the seats of the blocks in view', () => {
  it('asks again for a block whose request a quick pan cut short', async () => {
    const answers: { ids: readonly string[]; signal?: AbortSignal }[] = [];
    fetchMock.mockImplementation(
      (_event, ids, signal) =>
        new Promise((resolve, reject) => {
          answers.push({ ids, signal });
          signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          if (ids.includes('B')) resolve(ids.map((id) => ({ id, version: 1, availability: ALL_FREE })));
        }),
    );
    const { result, rerender } = renderHook(({ inView }) => useBlockSeats('ev-1', blocks, inView, 1), {
      initialProps: { inView: ['A'] },
    });
    // A's request is on its way when B comes into view too: A is asked for again, with B.
    rerender({ inView: ['A', 'B'] });
    expect(answers.map((a) => a.ids)).toEqual([['A'], ['A', 'B']]);
    expect(answers[0]?.signal?.aborted).toBe(true);
    await waitFor(() => expect([...result.current.keys()].sort()).toEqual(['A', 'B']));
  });

  it('does not ask again for a block read by the request that replaced a cut-short one', async () => {
    const answers: (readonly string[])[] = [];
    const pending: (() => void)[] = [];
    fetchMock.mockImplementation(
      (_event, ids, signal) =>
        new Promise((resolve, reject) => {
          answers.push(ids);
          signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          pending.push(() => resolve(ids.map((id) => ({ id, version: 1, availability: ALL_FREE }))));
        }),
    );
    const { result, rerender } = renderHook(({ inView }) => useBlockSeats('ev-1', blocks, inView, 1), {
      initialProps: { inView: ['A', 'B'] },
    });
    // A pan cuts A and B short and asks for B and C; the cut-short request's rejection comes after.
    rerender({ inView: ['B', 'C'] });
    pending[1]?.();
    await waitFor(() => expect([...result.current.keys()].sort()).toEqual(['B', 'C']));
    // D comes into view: only D is asked for, B and C were read at this version.
    rerender({ inView: ['B', 'C', 'D'] });
    expect(answers).toEqual([['A', 'B'], ['B', 'C'], ['D']]);
  });
});
