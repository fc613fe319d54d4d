import { createDeviceStore } from '@client/lib/device-store';

/** The teams last handed to the score counter or tournament planner, with their members' names. */
export interface SentTeam {
  name: string;
  members: string[];
}

export const sentTeamsStore = createDeviceStore<SentTeam[]>('sent-teams', {
  version: 1,
  initial: [],
  sanitize: (stored) =>
    Array.isArray(stored)
      ? stored
          .filter((t): t is SentTeam => typeof t?.name === 'string' && Array.isArray(t.members))
          .map((t) => ({ name: t.name, members: t.members.filter((m): m is string => typeof m === 'string') }))
      : [],
});
