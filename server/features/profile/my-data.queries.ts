import { itemTitle, phaseItems, sortedPhases, type LessonPlan } from '@core/domain/lesson-plan/plan-model';
import { addressLimitKeys } from '../../auth/address-limit';
import { findAccountForExport, listAttemptCounters, listSessionsForExport, listSignInMethods } from '../../auth/auth.queries';
import { listContentByIds } from '../content/content.queries';
import { listNoteRecords } from '../card-notes/card-notes.queries';
import { listFavoriteRecords } from '../favorites/favorites.queries';
import { planOf } from '../lesson-plans/lesson-plans.presenter';
import { listPlansForExport } from '../lesson-plans/lesson-plans.queries';
import type { Db } from '../../db/database';
import type { MyData } from './my-data.routes';

const iso = (value: Date | string | number | null | undefined): string =>
  value === null || value === undefined ? '' : new Date(value).toISOString();

/** SQLite keeps booleans as 0/1, PostgreSQL as true/false. */
const bool = (value: unknown): boolean => value === true || value === 1 || value === '1';

/** A plan as its teacher reads it: phases in order, each part with its title and minutes. */
function readablePlan(plan: LessonPlan) {
  return {
    title: plan.title,
    date: plan.date,
    className: plan.className,
    lengthMinutes: plan.lengthMinutes,
    classSize: plan.classSize,
    phases: sortedPhases(plan).map((phase) => ({
      name: phase.name,
      items: phaseItems(plan, phase.id).map((item) => ({
        kind: item.kind,
        title: itemTitle(item),
        minutes: item.minutes,
        text: item.text,
        cardId: item.contentId,
        cardGone: item.cardGone,
      })),
    })),
  };
}

/** Reads every row the server keeps about one account, each from the queries of its table's owner. */
export async function collectMyData(
  db: Db,
  userId: string,
): Promise<Omit<MyData, 'format' | 'version' | 'exportedAt' | 'server' | 'notIncluded'> | null> {
  const user = await findAccountForExport(db, userId);
  if (!user) return null;
  const accounts = await listSignInMethods(db, userId);
  const sessions = await listSessionsForExport(db, userId);
  const records = await listFavoriteRecords(db, userId);
  const plans = await listPlansForExport(db, userId);
  const notes = await listNoteRecords(db, userId);
  const titles = new Map(
    (
      await listContentByIds(db, [
        ...new Set([...records.flatMap((r) => (r.content_id ? [r.content_id] : [])), ...notes.map((note) => note.content_id)]),
      ])
    ).map((card) => [card.id, card.clickable_header]),
  );
  const favorites = records.map((row) => ({ ...row, clickable_header: row.content_id ? (titles.get(row.content_id) ?? null) : null }));
  // Removed favourites stay as records so an older change from an offline device cannot bring them back.
  const [current, removed] = [favorites.filter((row) => row.removed_at === null), favorites.filter((row) => row.removed_at !== null)];
  const picture = await db
    .selectFrom('profile_picture')
    .select(['jpeg_base64', 'updated_at'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const counters = await listAttemptCounters(db, addressLimitKeys(user.email));

  return {
    account: {
      id: user.id,
      email: user.email,
      emailVerified: bool(user.emailVerified),
      username: user.username,
      displayUsername: user.displayUsername,
      role: user.role ?? 'user',
      banned: bool(user.banned),
      // Only whether it is on: the TOTP secret and the backup codes would let anyone sign in.
      twoFactorEnabled: bool(user.twoFactorEnabled),
      createdAt: iso(user.createdAt),
      updatedAt: iso(user.updatedAt),
    },
    signInMethods: accounts.map((row) => ({
      providerId: row.providerId,
      passwordHashStored: Boolean(row.password),
      createdAt: iso(row.createdAt),
      updatedAt: iso(row.updatedAt),
    })),
    sessions: sessions.map((row) => ({
      createdAt: iso(row.createdAt),
      updatedAt: iso(row.updatedAt),
      expiresAt: iso(row.expiresAt),
      ipAddress: row.ipAddress,
      userAgent: row.userAgent,
    })),
    favorites: current.map((row) => ({
      collection: row.collection,
      itemKey: row.item_key,
      title: row.clickable_header ?? null,
      createdAt: iso(row.created_at),
    })),
    removedFavorites: removed.map((row) => ({
      collection: row.collection,
      itemKey: row.item_key,
      title: row.clickable_header ?? null,
      removedAt: iso(row.removed_at),
    })),
    lessonPlans: plans.map((row) => ({
      ...readablePlan(planOf(row)),
      shared: row.share_token !== null,
      createdAt: iso(row.created_at),
      updatedAt: iso(row.updated_at),
    })),
    cardNotes: notes
      .filter((note) => note.removed_at === null)
      .map((note) => ({
        cardId: note.content_id,
        cardTitle: titles.get(note.content_id) ?? null,
        text: note.text,
        createdAt: iso(note.created_at),
        updatedAt: iso(note.changed_at),
      })),
    removedCardNotes: notes
      .filter((note) => note.removed_at !== null)
      .map((note) => ({ cardId: note.content_id, cardTitle: titles.get(note.content_id) ?? null, removedAt: iso(note.removed_at) })),
    profilePicture: picture
      ? { contentType: 'image/jpeg' as const, updatedAt: iso(picture.updated_at), base64: picture.jpeg_base64 }
      : null,
    signInAttemptCounters: counters.map((row) => ({
      action: row.key.slice(0, row.key.lastIndexOf(':')),
      count: Number(row.count),
      windowStart: iso(Number(row.window_start)),
    })),
  };
}
