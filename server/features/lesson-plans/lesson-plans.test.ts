import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addItem, allParts, editHead, editItem, type Edit } from '@core/domain/lesson-plan/plan-edit';
import { HEAD_ID, newPlan, PLAN_LIMITS, sortedPhases, type CardCopy, type LessonPlan } from '@core/domain/lesson-plan/plan-model';
import type { ContentItem } from '@core/schemas/content';
import type { PlanSaved, PlanShare, SharedPlan } from '@core/schemas/lesson-plan';
import { TestClient } from '../../test/auth-client';
import { roleClients } from '../../test/accounts';
import { createSecondInstance, createTestApp, type TestApp } from '../../test/create-test-app';
import { PLAN_MAX_BYTES } from '../../http/body-limit';
import { savePlan } from './save-plan';

const dialect = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite';

let t: TestApp;
let c: Awaited<ReturnType<typeof roleClients>>;
let card: ContentItem;
beforeAll(async () => {
  t = await createTestApp();
  c = await roleClients(t);
  const res = await c.admin.post('/api/collections/fangspiele/items', {
    clickableHeader: 'Schwarzer Mann',
    sections: [{ id: 's1', content: '## Material\n- 8 Hütchen' }],
    tags: { materials: ['Hütchen'], durationMinutes: 10 },
  });
  card = (await res.json()) as ContentItem;
});
afterAll(() => t.cleanup());

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

/** A copy as a device might hold it: stale on purpose, so the server's refresh shows. */
const staleCopy = (over: Partial<CardCopy> = {}): CardCopy => ({
  collection: 'fangspiele',
  clickableHeader: 'Alter Name',
  contentHeader: null,
  sections: [{ id: 's1', content: 'alt' }],
  materials: [],
  durationMinutes: null,
  updatedAt: minutesAgo(60),
  ...over,
});

/** A plan as a device makes it: „Begrüßung“ (text) in the first phase, the card in the second. */
function devicePlan(title = 'Montag 3b', contentId = card.id): LessonPlan {
  const at = minutesAgo(30);
  let plan = newPlan(randomUUID(), { title, className: '3b' }, at, randomUUID);
  const [warm, main] = sortedPhases(plan);
  plan = addItem(
    plan,
    warm!.id,
    'begruessung',
    { kind: 'text', contentId: null, sectionId: null, title: 'Begrüßung', text: 'Kreis', minutes: 5, card: null },
    at,
  ).plan;
  plan = addItem(
    plan,
    main!.id,
    'spiel',
    { kind: 'card', contentId, sectionId: null, title: '', text: '', minutes: 15, card: staleCopy() },
    at,
  ).plan;
  return plan;
}

const put = (client: TestClient, plan: LessonPlan, baseRevision: number | null, changed: string[]) =>
  client.request(`/api/plans/${encodeURIComponent(plan.id)}`, { method: 'PUT', json: { baseRevision, changed, plan } });

async function saved(client: TestClient, plan: LessonPlan, baseRevision: number | null, changed: string[]): Promise<PlanSaved> {
  const res = await put(client, plan, baseRevision, changed);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as PlanSaved;
}

const create = async (client: TestClient, plan = devicePlan()) => (await saved(client, plan, null, allParts(plan))).plan;

const plans = async (client: TestClient) => ((await (await client.request('/api/plans')).json()) as { plans: LessonPlan[] }).plans;

/** An edit made `m` minutes ago on a device. */
const edited = (plan: LessonPlan, m: number, edit: (plan: LessonPlan, now: string) => Edit) => edit(plan, minutesAgo(m));

describe(`lesson plans (${dialect})`, () => {
  it('stores a new plan at revision 1 with the library’s card, and lists and reads it', async () => {
    const plan = devicePlan();
    const result = await saved(c.user, plan, null, allParts(plan));
    expect(result.conflicts).toEqual([]);
    expect(result.copies).toEqual([]);
    expect(result.plan).toMatchObject({ id: plan.id, title: 'Montag 3b', revision: 1, headRev: 1 });
    const item = result.plan.items.find((i) => i.id === 'spiel')!;
    expect(item.card).toMatchObject({
      clickableHeader: 'Schwarzer Mann',
      materials: ['Hütchen'],
      durationMinutes: 10,
      collection: 'fangspiele',
    });
    expect(item.cardGone).toBe(false);
    expect(result.plan.items.every((i) => i.rev === 1)).toBe(true);

    expect((await plans(c.user)).map((p) => p.id)).toContain(plan.id);
    const one = await c.user.request(`/api/plans/${plan.id}`);
    expect(one.status).toBe(200);
    expect(await one.json()).toEqual(result.plan);
  });

  it('refuses a plan whose id is not the one in the address, and invalid plans, in German', async () => {
    const plan = devicePlan();
    const res = await c.user.request(`/api/plans/${randomUUID()}`, { method: 'PUT', json: { baseRevision: null, changed: [], plan } });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      error: { code: 'ID_MISMATCH', message: 'Die Adresse nennt eine andere Stunde als der gesendete Inhalt.' },
    });
    const untitled = await put(c.user, { ...plan, title: ' ' }, null, allParts(plan));
    expect(untitled.status).toBe(400);
    expect(await untitled.json()).toMatchObject({
      error: { details: [expect.objectContaining({ message: 'Bitte geben Sie der Stunde einen Titel.' })] },
    });
  });

  it('keeps both of two devices’ changes to different parts from the same revision', async () => {
    const stored = await create(c.user);
    const laptop = edited(stored, 5, (p, now) => editItem(p, 'begruessung', { minutes: 8 }, now));
    const phone = edited(stored, 4, (p, now) => editHead(p, { title: 'Montag 3b – Staffeln' }, now));
    const first = await saved(c.user, laptop.plan, stored.revision, laptop.changed);
    expect(first.plan.revision).toBe(2);
    const second = await saved(c.user, phone.plan, stored.revision, phone.changed);
    expect(second.conflicts).toEqual([]);
    expect(second.copies).toEqual([]);
    expect(second.plan.revision).toBe(3);
    expect(second.plan.title).toBe('Montag 3b – Staffeln');
    expect(second.plan.items.find((i) => i.id === 'begruessung')!.minutes).toBe(8);
  });

  it('the same part changed on two devices: the later change wins and the other is kept as a named copy', async () => {
    const stored = await create(c.user, devicePlan('Sportfest'));
    const before = (await plans(c.user)).length;
    // The laptop changed the text at 10:05, the phone (offline) at 10:10 but sends first.
    const laptop = edited(stored, 10, (p, now) => editItem(p, 'begruessung', { text: 'Kreis, dann Lied' }, now));
    const phone = edited(stored, 5, (p, now) => editItem(p, 'begruessung', { text: 'Kreis, dann Spiel' }, now));
    await saved(c.user, phone.plan, stored.revision, phone.changed);
    const late = await saved(c.user, laptop.plan, stored.revision, laptop.changed);
    expect(late.conflicts).toEqual([{ id: 'begruessung', kind: 'item', kept: 'stored', overwritten: true }]);
    expect(late.plan.items.find((i) => i.id === 'begruessung')!.text).toBe('Kreis, dann Spiel');
    expect(late.copies).toHaveLength(1);
    expect(late.copies[0]!.title).toMatch(/^Sportfest \(Fassung vom \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} – Konflikt\)$/);

    // The losing version is a plan of its own, with its text and its card.
    const copy = (await plans(c.user)).find((p) => p.id === late.copies[0]!.id)!;
    expect(copy).toMatchObject({ title: late.copies[0]!.title, revision: 1 });
    expect(copy.items.find((i) => i.id === 'begruessung')!.text).toBe('Kreis, dann Lied');
    expect(copy.items.find((i) => i.id === 'spiel')!.card!.clickableHeader).toBe('Schwarzer Mann');
    expect(await plans(c.user)).toHaveLength(before + 1);

    // Sent again (the answer was lost): nothing changes, and the copy stays one.
    const retried = await saved(c.user, laptop.plan, stored.revision, laptop.changed);
    expect(retried.plan.revision).toBe(late.plan.revision);
    expect(retried.copies).toEqual(late.copies);
    expect(await plans(c.user)).toHaveLength(before + 1);
  });

  it('the incoming change is later: it wins, and the version it replaced is kept as the copy', async () => {
    const stored = await create(c.user, devicePlan('Turnen'));
    const laptop = edited(stored, 10, (p, now) => editHead(p, { title: 'Turnen am Barren' }, now));
    const phone = edited(stored, 5, (p, now) => editHead(p, { title: 'Turnen am Reck' }, now));
    await saved(c.user, laptop.plan, stored.revision, laptop.changed);
    const late = await saved(c.user, phone.plan, stored.revision, phone.changed);
    expect(late.conflicts).toEqual([{ id: HEAD_ID, kind: 'head', kept: 'incoming', overwritten: true }]);
    expect(late.plan.title).toBe('Turnen am Reck');
    expect(late.copies[0]!.title).toMatch(/^Turnen am Barren \(Fassung vom .+ – Konflikt\)$/);
  });

  it('a retried save changes nothing: same revision, no copies', async () => {
    const stored = await create(c.user);
    const edit = edited(stored, 3, (p, now) => editItem(p, 'spiel', { minutes: 20 }, now));
    const once = await saved(c.user, edit.plan, stored.revision, edit.changed);
    const twice = await saved(c.user, edit.plan, stored.revision, edit.changed);
    expect(twice).toEqual(once);
    expect(twice.plan.revision).toBe(2);
  });

  it('a clock running ahead does not win every later change: its times count as now', async () => {
    const stored = await create(c.user, devicePlan('Zeitreise'));
    const ahead = editHead(stored, { title: 'Aus der Zukunft' }, new Date(Date.now() + 365 * 24 * 3600_000).toISOString());
    const result = await saved(c.user, ahead.plan, stored.revision, ahead.changed);
    expect(Date.parse(result.plan.headUpdatedAt)).toBeLessThanOrEqual(Date.now());
    await new Promise((resolve) => setTimeout(resolve, 5));
    const later = editHead(stored, { title: 'Von heute' }, new Date().toISOString());
    expect((await saved(c.user, later.plan, stored.revision, later.changed)).plan.title).toBe('Von heute');
  });

  it('recreates a plan deleted on another device when this one sends an edit to it', async () => {
    const stored = await create(c.user);
    expect((await c.user.request(`/api/plans/${stored.id}`, { method: 'DELETE' })).status).toBe(204);
    const edit = edited(stored, 1, (p, now) => editItem(p, 'begruessung', { text: 'Doch noch' }, now));
    const result = await saved(c.user, edit.plan, stored.revision, edit.changed);
    expect(result.plan.revision).toBe(1);
    expect(result.plan.items.find((i) => i.id === 'begruessung')!.text).toBe('Doch noch');
  });

  it('deletes idempotently: twice 204, then 404 to read', async () => {
    const stored = await create(c.user);
    expect((await c.user.request(`/api/plans/${stored.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await c.user.request(`/api/plans/${stored.id}`, { method: 'DELETE' })).status).toBe(204);
    const gone = await c.user.request(`/api/plans/${stored.id}`);
    expect(gone.status).toBe(404);
    expect(await gone.json()).toMatchObject({ error: { code: 'NOT_FOUND', message: 'Diese Stunde gibt es nicht (mehr).' } });
  });

  it('cards by reference: a corrected card shows in every plan, a deleted one leaves its last copy marked gone', async () => {
    const own = (await (
      await c.admin.post('/api/collections/fangspiele/items', {
        clickableHeader: 'Kettenfangen',
        sections: [{ id: 'a', content: 'Erst zu zweit.' }],
      })
    ).json()) as ContentItem;
    const stored = await create(c.user, devicePlan('Fangen', own.id));
    expect(stored.items.find((i) => i.id === 'spiel')!.card!.clickableHeader).toBe('Kettenfangen');

    const changed = await c.admin.request(`/api/content/${own.id}`, {
      method: 'PUT',
      json: { clickableHeader: 'Kettenfangen (Klasse 3/4)', sections: [{ id: 'a', content: 'Erst zu zweit, dann zu viert.' }] },
    });
    expect(changed.status).toBe(200);
    const read = (await (await c.user.request(`/api/plans/${stored.id}`)).json()) as LessonPlan;
    expect(read.items.find((i) => i.id === 'spiel')!.card!.clickableHeader).toBe('Kettenfangen (Klasse 3/4)');

    expect((await c.admin.request(`/api/content/${own.id}`, { method: 'DELETE' })).status).toBe(204);
    const after = (await (await c.user.request(`/api/plans/${stored.id}`)).json()) as LessonPlan;
    const item = after.items.find((i) => i.id === 'spiel')!;
    expect(item.cardGone).toBe(true);
    expect(item.card!.clickableHeader).toBe('Kettenfangen');
    expect(item.card!.sections[0]!.content).toBe('Erst zu zweit.');

    // Still editable: the last copy goes along with the plan.
    const edit = edited(after, 1, (p, now) => editItem(p, 'spiel', { minutes: 12 }, now));
    const again = await saved(c.user, edit.plan, after.revision, edit.changed);
    expect(again.plan.items.find((i) => i.id === 'spiel')).toMatchObject({ minutes: 12, cardGone: true });
  });

  it('refuses a card item whose card is gone and that brings no copy', async () => {
    let plan = devicePlan('Ohne Karte');
    plan = addItem(
      plan,
      sortedPhases(plan)[2]!.id,
      'weg',
      { kind: 'card', contentId: 'gibt-es-nicht', sectionId: null, title: '', text: '', minutes: 5, card: null },
      minutesAgo(1),
    ).plan;
    const res = await put(c.user, plan, null, allParts(plan));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: 'CARD_GONE', message: 'Diese Karte gibt es nicht (mehr).' } });
    // With its last copy it is kept, marked gone.
    const withCopy = {
      ...plan,
      items: plan.items.map((i) => (i.id === 'weg' ? { ...i, card: staleCopy({ clickableHeader: 'Gelöschte Karte' }) } : i)),
    };
    const result = await saved(c.user, withCopy, null, allParts(withCopy));
    expect(result.plan.items.find((i) => i.id === 'weg')).toMatchObject({ cardGone: true, card: { clickableHeader: 'Gelöschte Karte' } });
  });

  it('refuses bodies over PLAN_MAX_BYTES in German', async () => {
    const plan = devicePlan();
    const res = await c.user.request(`/api/plans/${plan.id}`, {
      method: 'PUT',
      json: { baseRevision: null, changed: [], plan, padding: ' '.repeat(PLAN_MAX_BYTES) },
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({
      error: { code: 'PAYLOAD_TOO_LARGE', message: 'Die Anfrage ist zu groß: höchstens 4 MB sind erlaubt.' },
    });
  });
});

describe(`lesson plans belong to their owner (${dialect})`, () => {
  let mine: LessonPlan;
  beforeAll(async () => {
    mine = await create(c.user, devicePlan('Nur meine'));
  });

  it('another user, and the admin too, can neither read, change, delete nor share it', async () => {
    for (const other of [c.otherUser, c.admin]) {
      expect((await plans(other)).map((p) => p.id)).not.toContain(mine.id);
      const read = await other.request(`/api/plans/${mine.id}`);
      expect(read.status).toBe(404);
      expect(await read.json()).toMatchObject({ error: { message: 'Diese Stunde gibt es nicht (mehr).' } });
      const edit = edited(mine, 1, (p, now) => editHead(p, { title: 'Übernommen' }, now));
      expect((await put(other, edit.plan, mine.revision, edit.changed)).status).toBe(404);
      expect((await put(other, edit.plan, null, allParts(edit.plan))).status).toBe(404);
      expect((await other.request(`/api/plans/${mine.id}`, { method: 'DELETE' })).status).toBe(404);
      expect((await other.request(`/api/plans/${mine.id}/share`, { method: 'POST' })).status).toBe(404);
      expect((await other.request(`/api/plans/${mine.id}/share`, { method: 'DELETE' })).status).toBe(404);
    }
    const still = (await (await c.user.request(`/api/plans/${mine.id}`)).json()) as LessonPlan;
    expect(still).toMatchObject({ title: 'Nur meine', revision: 1 });
  });

  it('refuses visitors', async () => {
    expect((await c.visitor.request('/api/plans')).status).toBe(401);
    expect((await c.visitor.request(`/api/plans/${mine.id}`)).status).toBe(401);
    expect((await put(c.visitor, mine, null, [])).status).toBe(401);
  });
});

describe(`sharing a plan with colleagues (${dialect})`, () => {
  let mine: LessonPlan;
  let share: PlanShare;
  beforeAll(async () => {
    await c.user.post('/api/auth/update-user', { username: 'frausommer', displayUsername: 'FrauSommer' });
    mine = await create(c.user, devicePlan('Ballspiele 2a'));
    mine = (await saved(c.user, editHead(mine, { date: '2026-11-30' }, minutesAgo(1)).plan, mine.revision, [HEAD_ID])).plan;
  });

  it('gives a secret link, the same one when shared again', async () => {
    const res = await c.user.request(`/api/plans/${mine.id}/share`, { method: 'POST' });
    expect(res.status).toBe(200);
    share = (await res.json()) as PlanShare;
    expect(share.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(share.path).toBe(`/stunden/geteilt/${share.token}`);
    expect(await (await c.user.request(`/api/plans/${mine.id}/share`, { method: 'POST' })).json()).toEqual(share);
  });

  it('any signed-in colleague with the link reads it with the owner’s name; visitors do not', async () => {
    const res = await c.otherUser.request(`/api/shared-plans/${share.token}`);
    expect(res.status).toBe(200);
    const shared = (await res.json()) as SharedPlan;
    expect(shared.ownerName).toBe('FrauSommer');
    expect(shared.plan).toMatchObject({ id: mine.id, title: 'Ballspiele 2a' });
    expect(shared.plan.items.find((i) => i.id === 'spiel')!.card!.clickableHeader).toBe('Schwarzer Mann');
    expect((await c.visitor.request(`/api/shared-plans/${share.token}`)).status).toBe(401);
    expect((await c.otherUser.request('/api/shared-plans/geraten')).status).toBe(404);
  });

  it('a colleague takes a copy into her own plans: new ids, no date, revision 1', async () => {
    const res = await c.otherUser.request(`/api/shared-plans/${share.token}/copy`, { method: 'POST' });
    expect(res.status).toBe(201);
    const copy = (await res.json()) as LessonPlan;
    expect(copy).toMatchObject({ title: 'Ballspiele 2a', date: null, revision: 1, className: '3b' });
    expect(copy.id).not.toBe(mine.id);
    expect(copy.items.map((i) => i.id)).not.toContain('spiel');
    expect(copy.items).toHaveLength(2);
    expect((await plans(c.otherUser)).map((p) => p.id)).toContain(copy.id);
    expect((await plans(c.user)).map((p) => p.id)).not.toContain(copy.id);
    // Her copy is hers: she can change it, the original stays as it is.
    const edit = edited(copy, 0, (p, now) => editHead(p, { title: 'Ballspiele 2c' }, now));
    expect((await saved(c.otherUser, edit.plan, copy.revision, edit.changed)).plan.title).toBe('Ballspiele 2c');
    expect(((await (await c.user.request(`/api/plans/${mine.id}`)).json()) as LessonPlan).title).toBe('Ballspiele 2a');
  });

  it('withdrawn, the old link answers 404 in German; copies already taken stay', async () => {
    expect((await c.user.request(`/api/plans/${mine.id}/share`, { method: 'DELETE' })).status).toBe(204);
    const res = await c.otherUser.request(`/api/shared-plans/${share.token}`);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: { code: 'NOT_SHARED', message: 'Diese Stunde wird nicht mehr geteilt.' } });
    expect((await c.otherUser.request(`/api/shared-plans/${share.token}/copy`, { method: 'POST' })).status).toBe(404);
    expect((await plans(c.otherUser)).some((p) => p.title === 'Ballspiele 2c')).toBe(true);
    // Shared again: a new link, the old one stays dead.
    const again = (await (await c.user.request(`/api/plans/${mine.id}/share`, { method: 'POST' })).json()) as PlanShare;
    expect(again.token).not.toBe(share.token);
    expect((await c.otherUser.request(`/api/shared-plans/${share.token}`)).status).toBe(404);
  });

  it('a deleted plan is no longer shared', async () => {
    const gone = await create(c.user, devicePlan('Kurz geteilt'));
    const link = (await (await c.user.request(`/api/plans/${gone.id}/share`, { method: 'POST' })).json()) as PlanShare;
    expect((await c.user.request(`/api/plans/${gone.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await c.otherUser.request(`/api/shared-plans/${link.token}`)).status).toBe(404);
  });
});

describe(`the plan limit (${dialect})`, () => {
  it(`refuses the ${PLAN_LIMITS.plansPerAccount + 1}th plan, and a copy past it, in German; changing an existing one still works`, async () => {
    const full = new TestClient(t);
    expect((await full.signUp('viele.stunden@schule.test')).status).toBe(200);
    const userId = (await full.session())!.user.id;
    const first = await create(full, devicePlan('Erste'));
    // The rest straight into the database: 299 requests would only make the test slow.
    const now = new Date().toISOString();
    for (let i = 1; i < PLAN_LIMITS.plansPerAccount; i++) {
      await t.deps.db
        .insertInto('lesson_plan')
        .values({
          id: randomUUID(),
          user_id: userId,
          title: `Stunde ${i}`,
          plan_date: null,
          revision: 1,
          doc: JSON.stringify({ ...first, title: `Stunde ${i}` }),
          share_token: null,
          created_at: now,
          updated_at: now,
        })
        .execute();
    }
    const res = await put(full, devicePlan('Eine zu viel'), null, []);
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({
      error: { code: 'PLAN_LIMIT', message: 'Sie haben bereits 300 Stunden. Bitte löschen Sie ältere, bevor Sie neue anlegen.' },
    });
    const edit = edited(first, 0, (p, now) => editHead(p, { title: 'Erste, geändert' }, now));
    expect((await saved(full, edit.plan, first.revision, edit.changed)).plan.title).toBe('Erste, geändert');

    const shared = await create(c.user, devicePlan('Zum Kopieren'));
    const link = (await (await c.user.request(`/api/plans/${shared.id}/share`, { method: 'POST' })).json()) as PlanShare;
    const copy = await full.request(`/api/shared-plans/${link.token}/copy`, { method: 'POST' });
    expect(copy.status).toBe(409);
    expect(await copy.json()).toMatchObject({ error: { code: 'PLAN_LIMIT' } });
  });
});

describe(`two instances on one database (${dialect})`, () => {
  let b: TestApp;
  let onB: TestClient;
  beforeAll(async () => {
    b = await createSecondInstance(t);
    onB = new TestClient(b);
    onB.cookie = c.user.cookie;
  });
  afterAll(() => b.cleanup());

  it('a plan saved through instance A is read through instance B', async () => {
    const plan = await create(c.user, devicePlan('Über zwei Server'));
    const res = await onB.request(`/api/plans/${plan.id}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(plan);
  });

  it('a save that another instance overtakes between its read and its write reads again and keeps both changes', async () => {
    const stored = await create(c.user, devicePlan('Gleichzeitig'));
    const onA = edited(stored, 5, (p, now) => editItem(p, 'begruessung', { minutes: 7 }, now));
    const meanwhile = edited(stored, 4, (p, now) => editHead(p, { title: 'Gleichzeitig (B)' }, now));
    const userId = (await c.user.session())!.user.id;
    const attempts: number[] = [];
    const result = await savePlan(
      t.deps.db,
      userId,
      { baseRevision: stored.revision, changed: onA.changed, plan: onA.plan },
      {
        afterRead: async (attempt) => {
          attempts.push(attempt);
          // Instance B saves the same plan after A read it and before A writes.
          if (attempt === 1) expect((await put(onB, meanwhile.plan, stored.revision, meanwhile.changed)).status).toBe(200);
        },
      },
    );
    expect(attempts).toEqual([1, 2]);
    expect(result.outcome).toBe('saved');
    const final = (await (await c.user.request(`/api/plans/${stored.id}`)).json()) as LessonPlan;
    expect(final.revision).toBe(3);
    expect(final.title).toBe('Gleichzeitig (B)');
    expect(final.items.find((i) => i.id === 'begruessung')!.minutes).toBe(7);
  });

  it('two devices saving the same plan at once through two instances lose nothing', async () => {
    const stored = await create(c.user, devicePlan('Parallel'));
    const edits = [
      edited(stored, 5, (p, now) => editItem(p, 'begruessung', { minutes: 9 }, now)),
      edited(stored, 4, (p, now) => editItem(p, 'spiel', { minutes: 25 }, now)),
      edited(stored, 3, (p, now) => editHead(p, { className: '4a' }, now)),
    ];
    const results = await Promise.all(edits.map((edit, i) => put(i % 2 ? onB : c.user, edit.plan, stored.revision, edit.changed)));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    const final = (await (await onB.request(`/api/plans/${stored.id}`)).json()) as LessonPlan;
    expect(final.revision).toBe(4);
    expect(final.className).toBe('4a');
    expect(final.items.find((i) => i.id === 'begruessung')!.minutes).toBe(9);
    expect(final.items.find((i) => i.id === 'spiel')!.minutes).toBe(25);
  });
});
