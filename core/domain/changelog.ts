/**
 * CHANGELOG.md → the entries the updates dialog shows (spec §3 "Changelog entry": version,
 * date, changes). Headings are "## <version> – <date>", changes are "- " items whose
 * continuation lines are indented.
 */
export interface ChangelogEntry {
  version: string;
  date: string;
  changes: string[];
}

export function parseChangelog(markdown: string): ChangelogEntry[] {
  const entries: ChangelogEntry[] = [];
  let current: ChangelogEntry | null = null;
  for (const line of markdown.replace(/\r\n/g, '\n').split('\n')) {
    const heading = /^##\s+(\d+\.\d+\.\d+)\s+[–-]\s+(\d{4}-\d{2}-\d{2})\s*$/.exec(line);
    if (heading) {
      current = { version: heading[1] as string, date: heading[2] as string, changes: [] };
      entries.push(current);
      continue;
    }
    if (!current) continue;
    const item = /^-\s+(.*)$/.exec(line);
    if (item) current.changes.push((item[1] as string).trim());
    else if (/^\s+\S/.test(line) && current.changes.length > 0) {
      current.changes[current.changes.length - 1] += ` ${line.trim()}`;
    }
  }
  return entries;
}
