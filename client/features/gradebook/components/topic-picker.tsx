import { MAX_TOPIC_NAME, type Topic } from '@core/schemas/gradebook';
import { gradebook } from '../stores/gradebook-actions';
import { NamedPicker } from './named-picker';

export const DELETE_TOPIC_CONFIRMATION = 'Hiermit wird das Thema gelöscht. Fortfahren?';

/** The class's topics: choose, create (copies the class, every child „nicht bewertet“), rename, delete. */
export function TopicPicker({ classId, topics, selected }: { classId: string; topics: Topic[]; selected: Topic | null }) {
  return (
    <NamedPicker
      label="Thema"
      items={topics}
      selected={selected}
      onSelect={gradebook.selectTopic}
      maxLength={MAX_TOPIC_NAME}
      manage={{
        newButton: 'Neues Thema',
        createLabel: 'Neues Thema, z. B. „Weitsprung“ oder „Ballkoordination“',
        createButton: 'Thema anlegen',
        renameLabel: 'Neuer Name des Themas',
        deleteConfirmation: DELETE_TOPIC_CONFIRMATION,
        create: (name) => gradebook.createTopic(classId, name),
        rename: (id, name) => gradebook.renameTopic(classId, id, name),
        remove: gradebook.deleteTopic,
      }}
    />
  );
}
