import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@/client/lib/api-client';
import type { AdminNewsItem } from '@/shared/schemas/news';
import { emptyNewsForm, newsFormValues } from '../news-form-values';
import { NewsForm } from './news-form';

const published: AdminNewsItem = {
  id: 'news-1',
  title: 'Hockey India League returns to Ranchi',
  summary: 'The league is back at the Marang Gomke stadium this winter.',
  content: 'First paragraph of the article.\n\nSecond paragraph.',
  author: 'Newsdesk',
  category: 'hockey',
  tags: ['HIL', 'Ranchi'],
  image: null,
  status: 'published',
  publishedAt: '2026-11-20T10:00:00.000Z',
  createdAt: '2026-11-20T09:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};

/** The texts aria-describedby ties to a control, as a screen reader reads them after its name. */
const description = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

describe('NewsForm', () => {
  it('ties each field’s error to it and focuses the first; nothing is sent', async () => {
    const onSave = vi.fn();
    render(
      <NewsForm
        heading="New article"
        initial={emptyNewsForm('')}
        published={false}
        onSave={onSave}
        onCancel={() => {}}
      />,
    );
    await userEvent.type(screen.getByLabelText('Emoji image'), 'ab');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    const title = screen.getByLabelText('Title');
    expect(document.activeElement).toBe(title);
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(description(title)).toBe('At least 5 characters');
    expect(description(screen.getByLabelText('Category (sport)'))).toBe('Choose a sport');
    expect(description(screen.getByLabelText('Emoji image'))).toBe(
      "One emoji; empty shows the sport's. Use exactly one emoji, or leave it empty",
    );
    expect(onSave).not.toHaveBeenCalled();
  });

  it('sends the tags as a list and shows the server’s field messages', async () => {
    const onSave = vi
      .fn()
      .mockRejectedValue(
        new ApiRequestError(400, 'invalid_request', 'Please check: tags', { 'tags.1': 'Too long' }),
      );
    render(
      <NewsForm
        heading="Edit"
        initial={{ ...newsFormValues(published), tags: ' HIL ,  Ranchi,, ' }}
        published={false}
        onSave={onSave}
        onCancel={() => {}}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({ tags: ['HIL', 'Ranchi'], image: null, category: 'hockey' }),
    );
    expect(await screen.findByText('Too long')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Tags'));
  });

  it('asks before saving a published article, naming what happens', async () => {
    const onSave = vi.fn().mockResolvedValue(undefined);
    render(
      <NewsForm
        heading="Edit"
        initial={newsFormValues(published)}
        published
        onSave={onSave}
        onCancel={() => {}}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    const dialog = screen.getByRole('dialog', { name: `Save changes to “${published.title}”?` });
    expect(dialog.textContent).toContain('the changes appear on /news for everyone at once');
    expect(onSave).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(onSave).toHaveBeenCalledTimes(1);
  });
});
