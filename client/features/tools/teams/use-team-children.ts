import { useMemo } from 'react';
import { sortClasses } from '@core/domain/gradebook/class-names';
import { sortStudents } from '@core/domain/gradebook/gradebook';
import { parseTypedNames, type TeamCandidate } from '@core/domain/tools/teams';
import { useClassesStore } from '@client/features/gradebook';
import { absentToday, teamMakerStore, TYPED_SOURCE, withStrengths } from './team-store';

/**
 * The children the team maker works with: a grade-book class (default: the first one) or the
 * typed list, with this device's strength marks and today's absences.
 */
export function useTeamChildren() {
  const allClasses = useClassesStore((s) => s.classes);
  const state = teamMakerStore((s) => s.value);
  const classes = useMemo(() => sortClasses(allClasses), [allClasses]);
  const source =
    state.source === TYPED_SOURCE || classes.some((c) => c.id === state.source) ? state.source : (classes[0]?.id ?? TYPED_SOURCE);
  const schoolClass = classes.find((c) => c.id === source);
  const typed = state.typedNames;
  const typedList = useMemo(() => parseTypedNames(typed), [typed]);
  const base = useMemo(
    () =>
      schoolClass ? sortStudents(schoolClass.students).map((s) => ({ id: s.id, name: s.name, gender: s.gender })) : typedList.children,
    [schoolClass, typedList],
  );
  const children: TeamCandidate[] = useMemo(() => withStrengths(base, state.groups[source]), [base, state.groups, source]);
  const absent = absentToday(state);
  const present = children.filter((c) => !absent.includes(c.id));
  // Lines of the typed list that could not be read: named under the text field.
  const unreadable = schoolClass ? [] : typedList.unreadable;
  return { state, classes, source, schoolClass, children, present, absent, unreadable, settings: state.groups[source] };
}
