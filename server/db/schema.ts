import type { ColumnType } from 'kysely';

/**
 * Kysely table types. Every migration that adds or changes a table updates this file.
 * The better-auth tables (user, session, account, verification, rateLimit) are created by
 * better-auth's own migration; only the columns our code reads are typed here.
 */
export interface AppMetaTable {
  key: string;
  value: string;
  updated_at: string;
}

export interface UserTable {
  id: string;
  email: string;
  name: string;
  emailVerified: ColumnType<boolean | number, boolean | number, boolean | number>;
  username: string | null;
  displayUsername: string | null;
  image: string | null;
  role: string | null;
  banned: ColumnType<boolean | number | null, boolean | number | null, boolean | number | null>;
  twoFactorEnabled: ColumnType<boolean | number | null, boolean | number | null, boolean | number | null>;
  banReason: string | null;
  banExpires: ColumnType<Date | string | null, string | null, string | null>;
  createdAt: ColumnType<Date | string, string, string>;
  updatedAt: ColumnType<Date | string, string, string>;
}

export interface SessionTable {
  id: string;
  userId: string;
  token: string;
  expiresAt: ColumnType<Date | string, string, string>;
  createdAt: ColumnType<Date | string, string, string>;
}

/** better-auth's two-factor plugin: one row per user who started the TOTP set-up (secret and codes encrypted). */
export interface TwoFactorTable {
  id: string;
  userId: string;
  secret: string;
  backupCodes: string;
  verified: ColumnType<boolean | number | null, boolean | number | null, boolean | number | null>;
}

export interface AuthAddressLimitTable {
  key: string;
  count: number;
  window_start: ColumnType<number, number, number>;
}

export interface ProfilePictureTable {
  user_id: string;
  jpeg_base64: string;
  updated_at: string;
}

export interface ContentItemTable {
  id: string;
  collection: string;
  clickable_header: string;
  content_header: string | null;
  category: string | null;
  sections: string;
  tags: string | null;
  pdf_link: string | null;
  is_new: number;
  created_at: string;
  updated_at: string;
}

export interface FavoriteTable {
  id: string;
  user_id: string;
  item_key: string;
  collection: string;
  content_id: string | null;
  created_at: string;
  /** When the last counted add or remove happened (the teacher's time; later wins). */
  changed_at: string;
  /** Set: the teacher removed it then; the row stays as the record that it was removed. */
  removed_at: string | null;
}

export interface ContentImportTable {
  content_id: string;
  file_hash: string;
  row_updated_at: string;
}

export interface AuditLogTable {
  id: string;
  created_at: string;
  actor_id: string;
  actor_email: string;
  action: string;
  target_type: string;
  target_id: string;
  target_label: string;
  /** JSON text (e.g. the ban reason), or null. */
  details: string | null;
}

/** A lesson plan (issue 24): the whole LessonPlan as JSON in `doc`; title and date copied out for listing. */
export interface LessonPlanTable {
  id: string;
  user_id: string;
  title: string;
  plan_date: string | null;
  /** The server's revision of `doc`; a write names the one it read (two instances never lose one). */
  revision: number;
  doc: string;
  /** The secret of the plan's share link; null = not shared. */
  share_token: string | null;
  created_at: string;
  updated_at: string;
}

export interface CardNoteTable {
  id: string;
  user_id: string;
  content_id: string;
  /** Emptied when the note is removed. */
  text: string;
  created_at: string;
  /** When the last counted edit or removal happened (the teacher's time; later wins). */
  changed_at: string;
  /** Set: the teacher removed it then; the row stays as the record that it was removed. */
  removed_at: string | null;
}

export interface Database {
  app_meta: AppMetaTable;
  user: UserTable;
  session: SessionTable;
  twoFactor: TwoFactorTable;
  auth_address_limit: AuthAddressLimitTable;
  profile_picture: ProfilePictureTable;
  content_item: ContentItemTable;
  favorite: FavoriteTable;
  content_import: ContentImportTable;
  audit_log: AuditLogTable;
  lesson_plan: LessonPlanTable;
  card_note: CardNoteTable;
}
