import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../../shared/schemas/common';
import {
  type AdminNewsItem,
  adminNewsItemSchema,
  adminNewsListSchema,
  type NewsInput,
  newsListSchema,
} from '../../../shared/schemas/news';
import { type ApiClient, apiClient, signUp } from '../../test/api-client';
import { auditTrail } from '../../test/audit-trail';
import { signedIn } from '../../test/organizer-flow';
import { createTestApp, TEST_ANCHOR, type TestApp } from '../../test/test-database';

const ADMIN = { email: 'admin@khelpass.in', password: 'Admin@123' };
let t: TestApp;
let admin: ApiClient;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t.app, ADMIN);
});
afterAll(() => t.close());

const article = (overrides: Partial<NewsInput> = {}): NewsInput => ({
  title: 'Pro Kabaddi League final moves to Pune',
  summary: 'The final of the season will be played at the Balewadi stadium.',
  content: 'The league confirmed the move this morning.\n\nTickets bought for Mumbai stay valid.',
  author: 'Newsdesk',
  category: 'kabaddi',
  tags: ['PKL', 'final'],
  image: '🤼',
  ...overrides,
});

async function createDraft(overrides: Partial<NewsInput> = {}): Promise<AdminNewsItem> {
  const response = await admin.postAs(adminNewsItemSchema, '/api/admin/news', {
    ...article(overrides),
    draftId: randomUUID(),
  });
  expect(response.status).toBe(201);
  return response.body;
}

const publicNews = async (query = '') =>
  (await apiClient(t.app).getAs(newsListSchema, `/api/news${query}`)).body.items;

const auditOf = (id: string) => auditTrail(admin, 'news', id);

describe('GET /api/news', () => {
  it('lists the seeded articles, published, newest first, of one sport on asking', async () => {
    const items = await publicNews();
    expect(items.length).toBeGreaterThanOrEqual(20);
    const times = items.map((n) => Date.parse(n.publishedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(items[0]).toMatchObject({ content: expect.stringContaining('\n\n'), tags: expect.any(Array) });
    const cricket = await publicNews('?sport=cricket');
    expect(cricket.length).toBeGreaterThan(0);
    expect(cricket.every((n) => n.category === 'cricket')).toBe(true);
  });
});

describe('/api/admin/news', () => {
  it('writes a draft that /news does not show, and records who wrote it', async () => {
    const draft = await createDraft({ title: 'Draft: kabaddi final venue' });
    expect(draft).toMatchObject({
      status: 'draft',
      publishedAt: null,
      category: 'kabaddi',
      tags: ['PKL', 'final'],
      image: '🤼',
      createdAt: TEST_ANCHOR.toISOString(),
    });
    expect((await publicNews()).map((n) => n.id)).not.toContain(draft.id);
    const listed = (await admin.getAs(adminNewsListSchema, '/api/admin/news')).body.items;
    expect(listed.find((n) => n.id === draft.id)?.status).toBe('draft');
    expect(listed.filter((n) => n.status === 'published').length).toBeGreaterThanOrEqual(20);
    const [created] = await auditOf(draft.id);
    expect(created).toMatchObject({
      action: 'news.created',
      actor: { email: 'admin@khelpass.in', role: 'admin' },
      target: { kind: 'news', id: draft.id, label: 'Draft: kabaddi final venue' },
      after: { title: 'Draft: kabaddi final venue', category: 'kabaddi', status: 'draft' },
    });
  });

  it('makes one draft of a save sent twice (a retry after a lost answer, a double click)', async () => {
    const body = { ...article({ title: 'Sent twice: kabaddi final' }), draftId: randomUUID() };
    const [first, second] = await Promise.all([
      admin.postAs(adminNewsItemSchema, '/api/admin/news', body),
      admin.postAs(adminNewsItemSchema, '/api/admin/news', body),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 201]);
    expect(second.body.id).toBe(first.body.id);
    const listed = (await admin.getAs(adminNewsListSchema, '/api/admin/news')).body.items;
    expect(listed.filter((n) => n.title === 'Sent twice: kabaddi final')).toHaveLength(1);
    expect(await auditOf(first.body.id)).toHaveLength(1);
  });

  it('publishes onto /news at the top and unpublishes off it; again is a no-op', async () => {
    const draft = await createDraft({ title: 'Hockey India League returns to Ranchi', category: 'hockey' });
    const published = await admin.postAs(adminNewsItemSchema, `/api/admin/news/${draft.id}/publish`);
    expect(published.status).toBe(200);
    expect(published.body).toMatchObject({ status: 'published', publishedAt: TEST_ANCHOR.toISOString() });
    const onNews = await publicNews();
    expect(onNews[0]).toMatchObject({
      id: draft.id,
      title: 'Hockey India League returns to Ranchi',
      category: 'hockey',
      content: article().content,
      tags: ['PKL', 'final'],
      image: '🤼',
      publishedAt: TEST_ANCHOR.toISOString(),
    });
    expect((await publicNews('?sport=hockey'))[0]?.id).toBe(draft.id);

    const again = await admin.postAs(adminNewsItemSchema, `/api/admin/news/${draft.id}/publish`);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(published.body);

    const unpublished = await admin.postAs(adminNewsItemSchema, `/api/admin/news/${draft.id}/unpublish`);
    expect(unpublished.body).toMatchObject({ status: 'draft', publishedAt: null });
    expect((await publicNews()).map((n) => n.id)).not.toContain(draft.id);
    const unpublishedAgain = await admin.postAs(adminNewsItemSchema, `/api/admin/news/${draft.id}/unpublish`);
    expect(unpublishedAgain.body).toEqual(unpublished.body);

    const actions = (await auditOf(draft.id)).map((entry) => entry.action);
    expect(actions.sort()).toEqual(['news.created', 'news.published', 'news.unpublished']);
    const entries = await auditOf(draft.id);
    expect(entries.find((e) => e.action === 'news.published')).toMatchObject({
      before: { status: 'draft' },
      after: { status: 'published', publishedAt: TEST_ANCHOR.toISOString() },
    });
    expect(entries.find((e) => e.action === 'news.unpublished')).toMatchObject({
      before: { status: 'published' },
      after: { status: 'draft' },
    });
  });

  it('edits an article, recording only the fields that changed; the same text again records nothing', async () => {
    const draft = await createDraft({ title: 'Badminton: Syed Modi semi-finals set' });
    const edited = await admin.putAs(
      adminNewsItemSchema,
      `/api/admin/news/${draft.id}`,
      article({
        title: 'Badminton: Syed Modi finals set',
        tags: ['finals'],
        image: null,
        category: 'badminton',
      }),
    );
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      title: 'Badminton: Syed Modi finals set',
      tags: ['finals'],
      image: null,
      category: 'badminton',
      summary: article().summary,
    });
    const same = await admin.putAs(
      adminNewsItemSchema,
      `/api/admin/news/${draft.id}`,
      article({
        title: '  Badminton: Syed Modi finals set ',
        tags: ['finals'],
        image: null,
        category: 'badminton',
      }),
    );
    expect(same.body).toEqual(edited.body);
    const updates = (await auditOf(draft.id)).filter((entry) => entry.action === 'news.updated');
    expect(updates).toHaveLength(1);
    expect(updates[0]).toMatchObject({
      target: { label: 'Badminton: Syed Modi finals set' },
      before: {
        title: 'Badminton: Syed Modi semi-finals set',
        tags: ['PKL', 'final'],
        image: '🤼',
        category: 'kabaddi',
      },
      after: {
        title: 'Badminton: Syed Modi finals set',
        tags: ['finals'],
        image: null,
        category: 'badminton',
      },
    });
    expect(Object.keys(updates[0]?.after ?? {}).sort()).toEqual(['category', 'image', 'tags', 'title']);
  });

  it('a published article edited changes on /news at once', async () => {
    const draft = await createDraft({ title: 'Tennis: Pune Open draw out' });
    await admin.post(`/api/admin/news/${draft.id}/publish`);
    await admin.put(`/api/admin/news/${draft.id}`, article({ title: 'Tennis: Pune Open draw is out' }));
    expect((await publicNews()).find((n) => n.id === draft.id)?.title).toBe('Tennis: Pune Open draw is out');
  });

  it('answers 400 naming each bad field, and saves nothing', async () => {
    const before = (await admin.getAs(adminNewsListSchema, '/api/admin/news')).body.items.length;
    const response = await admin.postAs(apiErrorSchema, '/api/admin/news', {
      ...article(),
      draftId: 'not-a-uuid',
      title: 'Hi',
      summary: 'x'.repeat(301),
      content: undefined,
      author: 42,
      category: 'chess',
      tags: ['ok', 'OK', ''],
      image: 'https://example.com/a.png',
    });
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toMatchObject({
      title: 'At least 5 characters',
      summary: 'At most 300 characters',
      content: 'Enter the article',
      author: 'Must be text',
      category: 'Choose a sport',
      image: 'Use exactly one emoji, or leave it empty',
      draftId: 'Not a draft id',
    });
    expect(response.body.error.fields?.['tags.2']).toBe('A tag cannot be empty');
    expect((await admin.getAs(adminNewsListSchema, '/api/admin/news')).body.items).toHaveLength(before);

    const duplicateTags = await admin.postAs(apiErrorSchema, '/api/admin/news', {
      ...article({ tags: ['PKL', 'pkl'] }),
      draftId: randomUUID(),
    });
    expect(duplicateTags.body.error.fields).toEqual({ tags: 'Each tag once' });
    const tooMany = await admin.postAs(apiErrorSchema, '/api/admin/news', {
      ...article({ tags: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'] }),
      draftId: randomUUID(),
    });
    expect(tooMany.body.error.fields).toEqual({ tags: 'At most 8 tags' });
  });

  it('answers 404 for an article that does not exist', async () => {
    for (const response of [
      await admin.post('/api/admin/news/news-nope/publish'),
      await admin.post('/api/admin/news/news-nope/unpublish'),
      await admin.put('/api/admin/news/news-nope', article()),
    ]) {
      expect(response.status).toBe(404);
    }
  });

  it('is for admins only: 401 for a guest, 403 for a fan and an organiser', async () => {
    const seeded = (await publicNews())[0];
    const guest = apiClient(t.app);
    expect((await guest.get('/api/admin/news')).status).toBe(401);
    expect((await guest.post('/api/admin/news', article())).status).toBe(401);
    const fan = apiClient(t.app);
    await signUp(fan);
    const organizer = await signedIn(t.app, { email: 'organizer@khelpass.in', password: 'Organizer@123' });
    for (const client of [fan, organizer]) {
      expect((await client.get('/api/admin/news')).status).toBe(403);
      expect((await client.post('/api/admin/news', article())).status).toBe(403);
      expect((await client.put(`/api/admin/news/${seeded?.id}`, article())).status).toBe(403);
      expect((await client.post(`/api/admin/news/${seeded?.id}/unpublish`)).status).toBe(403);
    }
    expect((await publicNews())[0]).toEqual(seeded);
  });
});
