/** Kysely table types. Every migration that adds or changes a table updates this file. */
export interface AppMetaTable {
  key: string;
  value: string;
  updated_at: string;
}

export interface Database {
  app_meta: AppMetaTable;
}
