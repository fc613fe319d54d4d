import { useMemo } from 'react';
import { sortClasses } from '@core/domain/gradebook/class-names';
import { MAX_CLASS_NAME } from '@core/schemas/gradebook';
import { gradebook } from '../stores/gradebook-actions';
import { useClassesStore } from '../stores/gradebook-stores';
import { NamedPicker } from './named-picker';

export const DELETE_CLASS_CONFIRMATION = 'Hiermit wird die Klasse und alle Schüler in dieser Klasse gelöscht. Fortfahren?';

/** The class selector; with `manage`, classes are also created, renamed and deleted here. */
export function ClassPicker({ manage = false }: { manage?: boolean }) {
  const { classes: stored, selectedClassId } = useClassesStore();
  // German natural order („5a, 5b, 10a“), as on every screen that lists classes.
  const classes = useMemo(() => sortClasses(stored), [stored]);
  return (
    <NamedPicker
      label="Klasse"
      items={classes}
      selected={classes.find((c) => c.id === selectedClassId) ?? null}
      onSelect={gradebook.selectClass}
      maxLength={MAX_CLASS_NAME}
      {...(manage
        ? {
            manage: {
              newButton: 'Neue Klasse',
              createLabel: 'Name der neuen Klasse',
              createButton: 'Klasse anlegen',
              renameLabel: 'Neuer Name der Klasse',
              deleteConfirmation: DELETE_CLASS_CONFIRMATION,
              create: gradebook.createClass,
              rename: gradebook.renameClass,
              remove: gradebook.deleteClass,
            },
          }
        : {})}
    />
  );
}
