/**
 * CHANGELOG.md → the entries the updates dialog shows (spec §3 "Changelog entry": version,
 * date, changes). Headings are "## <version> – <date>", changes are "- " items whose
 * continuation lines are indented.
 *
 * Items that begin with „Für Admins:“ or „Für Betreiber:“ concern admins and operators only
 * (issue 19): they go to `adminChanges`, which the app shows to admins alone. They are a field of
 * their own, not a flag on each change, so an older app version reading a newer changelog.json
 * (the „Update verfügbar“ dialog) still gets plain strings and simply leaves them out.
 */
export interface ChangelogEntry {
  version: string;
  date: string;
  /** For everyone. */
  changes: string[];
  /** For admins only; absent in changelog.json files from before this field existed. */
  adminChanges?: string[];
}

export const ADMIN_ONLY_PREFIXES = ['Für Admins:', 'Für Betreiber:'] as const;

export const isAdminOnlyChange = (change: string) => ADMIN_ONLY_PREFIXES.some((prefix) => change.startsWith(prefix));

export function parseChangelog(markdown: string): ChangelogEntry[] {
  const entries: { version: string; date: string; items: string[] }[] = [];
  let current: (typeof entries)[number] | null = null;
  for (const line of markdown.replace(/\r\n/g, '\n').split('\n')) {
    const heading = /^##\s+(\d+\.\d+\.\d+)\s+[–-]\s+(\d{4}-\d{2}-\d{2})\s*$/.exec(line);
    if (heading) {
      current = { version: heading[1] as string, date: heading[2] as string, items: [] };
      entries.push(current);
      continue;
    }
    if (!current) continue;
    const item = /^-\s+(.*)$/.exec(line);
    if (item) current.items.push((item[1] as string).trim());
    else if (/^\s+\S/.test(line) && current.items.length > 0) {
      current.items[current.items.length - 1] += ` ${line.trim()}`;
    }
  }
  return entries.map(({ version, date, items }) => ({
    version,
    date,
    changes: items.filter((change) => !isAdminOnlyChange(change)),
    adminChanges: items.filter(isAdminOnlyChange),
  }));
}

/** What one person sees: admins everything (their items last), everyone else the general items. */
export function changesFor(entry: ChangelogEntry, isAdmin: boolean): string[] {
  return isAdmin ? [...entry.changes, ...(entry.adminChanges ?? [])] : entry.changes;
}
