import { AddStudents } from '@client/features/gradebook';
import { ClassPicker } from '@client/features/gradebook';
import { ProjectorToggle } from '@client/features/settings';
import { BackupReminder } from '@client/features/gradebook';
import { PrivacyNote } from '@client/features/gradebook';
import { StorageProblems } from '@client/features/gradebook';
import { StudentList } from '@client/features/gradebook';
import { useSelectedClass } from '@client/features/gradebook';

export default function StudentsRoute() {
  const { classes, selected } = useSelectedClass();
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">Schüler</h1>
        <ProjectorToggle />
      </div>
      <StorageProblems />
      <BackupReminder />
      <PrivacyNote />
      {classes.length === 0 && (
        <p className="rounded-2xl bg-slate-100 p-4 text-slate-700">Noch keine Klasse angelegt. Bitte eine Klasse mit Schülern anlegen.</p>
      )}
      <section aria-label="Klassenauswahl" className="rounded-2xl border border-slate-200 bg-white p-4">
        <ClassPicker manage />
      </section>
      {selected && (
        <>
          <h2 className="text-xl font-bold">
            Schülerinnen und Schüler der {selected.name} <span className="font-semibold text-slate-500">({selected.students.length})</span>
          </h2>
          <AddStudents key={selected.id} classId={selected.id} />
          <StudentList schoolClass={selected} />
        </>
      )}
    </div>
  );
}
