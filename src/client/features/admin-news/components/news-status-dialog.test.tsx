import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import type { AdminNewsItem } from '@/shared/schemas/news';
import { NewsStatusDialog, type StatusChange } from './news-status-dialog';

const item = { id: 'n-1', title: 'HIL returns to Ranchi', status: 'draft' } as AdminNewsItem;

afterEach(() => vi.unstubAllGlobals());

it('keeps a refused publish inside the dialog, then publishes and gives focus back', async () => {
  const user = userEvent.setup();
  const answers: [number, unknown][] = [
    [409, { error: { code: 'conflict', message: 'The article changed meanwhile; reload it.' } }],
    [200, { ...item, status: 'published' }],
  ];
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      const [status, body] = answers.shift() ?? [500, {}];
      return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  const done = vi.fn();
  function Harness() {
    const [change, setChange] = useState<StatusChange | null>(null);
    return (
      <>
        <button type="button" onClick={() => setChange({ item, to: 'published' })}>
          Publish
        </button>
        <NewsStatusDialog
          change={change}
          onClose={() => setChange(null)}
          onDone={(message) => {
            setChange(null);
            done(message);
          }}
        />
      </>
    );
  }
  render(<Harness />);
  const opener = screen.getByRole('button', { name: 'Publish' });
  await user.click(opener);
  const dialog = screen.getByRole('dialog', { name: `Publish “${item.title}”?` });
  await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
  expect((await within(dialog).findByRole('alert')).textContent).toBe(
    'The article changed meanwhile; reload it.',
  );
  expect(done).not.toHaveBeenCalled();

  await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(done).toHaveBeenCalledWith(`Published “${item.title}”: it is on /news now.`);
  expect(document.activeElement).toBe(opener);
});
