import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomUUID } from 'node:crypto';
import { addItem, allParts } from '@core/domain/lesson-plan/plan-edit';
import { newPlan, sortedPhases } from '@core/domain/lesson-plan/plan-model';
import type { ContentItem } from '@core/schemas/content';
import { createAccount } from '../auth/accounts';
import { importStarterContentIfEmpty } from '../content-files/content-import';
import { secretFromTotpUri, totpCode } from './totp';
import { TestClient } from './auth-client';
import type { TestApp } from './create-test-app';
import { jpegHead } from './fixtures';

const STARTER_CONTENT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../content');
export const SAMPLE_PASSWORD = 'passwort-fuer-tests';

export const samplePdf = (text: string) =>
  new TextEncoder().encode(`%PDF-1.4\n% ${text}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`);

export async function upload(admin: TestClient, bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const res = await admin.request('/api/files', { method: 'POST', body: bytes, headers: { 'content-type': 'application/octet-stream' } });
  if (res.status !== 200) throw new Error(`upload failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { url: string }).url;
}

export async function createCard(admin: TestClient, collection: string, card: Record<string, unknown>): Promise<ContentItem> {
  const res = await admin.post(`/api/collections/${collection}/items`, card);
  if (res.status !== 201) throw new Error(`card failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as ContentItem;
}

export async function addFavorite(client: TestClient, favorite: Record<string, unknown>): Promise<void> {
  const res = await client.request('/api/favorites', { method: 'PUT', json: favorite });
  if (res.status !== 200) throw new Error(`favourite failed: ${res.status} ${await res.text()}`);
}

/** A lesson plan with one card of the library, stored for the teacher (lesson_plan). */
export async function addPlan(client: TestClient, title: string, card: ContentItem): Promise<string> {
  const now = new Date().toISOString();
  const plan = newPlan(randomUUID(), { title, date: '2026-11-30', className: '2a' }, now, randomUUID);
  const main = sortedPhases(plan)[1]!;
  const { plan: withCard } = addItem(
    plan,
    main.id,
    randomUUID(),
    { kind: 'card', contentId: card.id, sectionId: null, title: '', text: '', minutes: 20, card: null },
    now,
  );
  const res = await client.request(`/api/plans/${withCard.id}`, {
    method: 'PUT',
    json: { baseRevision: null, changed: allParts(withCard), plan: withCard },
  });
  if (res.status !== 200) throw new Error(`plan failed: ${res.status} ${await res.text()}`);
  return withCard.id;
}

/** A note on a card (card_note). */
export async function addNote(client: TestClient, card: ContentItem, text: string): Promise<string> {
  const id = randomUUID();
  const res = await client.request(`/api/notes/${id}`, { method: 'PUT', json: { contentId: card.id, text, at: new Date().toISOString() } });
  if (res.status !== 200) throw new Error(`note failed: ${res.status} ${await res.text()}`);
  return id;
}

/**
 * An installation with a row in every table: the starter library (cards, import records,
 * Stationskarten PDFs), an admin and two teachers who signed up over the API (user, account,
 * session, rateLimit, auth_address_limit), a profile picture, uploads referenced by cards,
 * favourites, a lesson plan and a card note, a second factor (twoFactor), a pending password reset (verification) and the
 * generated secret (app_meta).
 */
export async function fillEveryTable(t: TestApp) {
  await importStarterContentIfEmpty(t.deps, STARTER_CONTENT);

  await createAccount(t.deps.auth, { email: 'admin@schule.test', password: SAMPLE_PASSWORD, role: 'admin' });
  const admin = new TestClient(t, '10.0.0.1');
  if ((await admin.signIn('admin@schule.test', SAMPLE_PASSWORD)).status !== 200) throw new Error('admin sign-in failed');
  // One address each, so better-auth's per-address limit (3 per 10 s) never refuses the set-up.
  const teachers = [new TestClient(t, '10.0.0.2'), new TestClient(t, '10.0.0.3')];
  for (const [i, teacher] of teachers.entries()) {
    if ((await teacher.signUp(`lehrkraft${i + 1}@schule.test`, SAMPLE_PASSWORD)).status !== 200) throw new Error('sign-up failed');
  }

  const picture = await teachers[0]!.request('/api/profile/picture', {
    method: 'PUT',
    body: jpegHead(300, 300),
    headers: { 'content-type': 'image/jpeg' },
  });
  if (picture.status !== 200) throw new Error(`profile picture failed: ${picture.status}`);

  const plan = await upload(admin, samplePdf('Stundenplan'));
  const sketch = await upload(admin, jpegHead(64, 48));
  const rules = await upload(admin, samplePdf('Regeln'));
  const cards = [
    await createCard(admin, 'fangspiele', {
      clickableHeader: 'Schattenfangen',
      sections: [{ id: 'a', content: 'Wer den Schatten trifft, fängt.' }],
      pdfLink: plan,
    }),
    await createCard(admin, 'cooldown', {
      clickableHeader: 'Wolkenreise',
      sections: [{ id: 'a', content: `Alle liegen auf dem Rücken.\n\n![Skizze](${sketch})` }],
      pdfLink: rules,
      tags: { grades: [1, 2], places: ['Halle'], loudness: 'ruhig' },
    }),
  ];
  await addFavorite(teachers[0]!, { kind: 'page', collection: 'fangspiele' });
  await addFavorite(teachers[0]!, { kind: 'card', contentId: cards[0]!.id });
  await addFavorite(teachers[1]!, { kind: 'card', contentId: cards[1]!.id });
  await addPlan(teachers[0]!, 'Fangen in der 2a', cards[0]!);
  await addNote(teachers[0]!, cards[1]!, 'Mit der 2a nach dem Sportfest.');

  // The second teacher signs in with a second factor (twoFactor table).
  const enabled = await teachers[1]!.post('/api/auth/two-factor/enable', { password: SAMPLE_PASSWORD });
  if (enabled.status !== 200) throw new Error(`two-factor set-up failed: ${enabled.status}`);
  const { totpURI } = (await enabled.json()) as { totpURI: string };
  const confirmed = await teachers[1]!.post('/api/auth/two-factor/verify-totp', { code: totpCode(secretFromTotpUri(totpURI)) });
  if (confirmed.status !== 200) throw new Error(`two-factor confirmation failed: ${confirmed.status}`);

  const reset = await teachers[1]!.post('/api/auth/request-password-reset', {
    email: 'lehrkraft2@schule.test',
    redirectTo: '/auth/update-password',
  });
  if (reset.status !== 200) throw new Error(`password reset failed: ${reset.status}`);
  return { admin, teachers, cards, uploads: [plan, sketch, rules] };
}
