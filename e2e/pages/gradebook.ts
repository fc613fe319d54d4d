import { expect, type Page } from '@playwright/test';

/** The grade book's screens, as a teacher uses them. */
export class GradebookPage {
  constructor(readonly page: Page) {}

  async createClass(name: string) {
    const form = this.page.getByLabel('Name der neuen Klasse');
    const button = this.page.getByRole('button', { name: 'Neue Klasse' });
    await expect(form.or(button)).toBeVisible();
    if (!(await form.isVisible())) await button.click();
    await form.fill(name);
    await this.page.getByRole('button', { name: 'Klasse anlegen' }).click();
    await expect(this.page.getByLabel('Klasse', { exact: true })).toHaveValue(/.+/);
  }

  async addStudent(name: string, gender: 'M' | 'W') {
    await this.page.getByLabel('Name des Kindes').fill(name);
    await this.page.getByRole('group', { name: 'Geschlecht' }).first().getByText(gender, { exact: true }).click();
    await this.page.getByRole('button', { name: 'Hinzufügen', exact: true }).click();
    await expect(this.page.getByRole('list', { name: /^Schüler der Klasse/ })).toContainText(name);
  }

  /** 'Mehrere auf einmal einfügen' on the students screen: one "Name;W" per line. */
  async addStudentList(lines: readonly string[]) {
    await this.page.getByText('Mehrere auf einmal einfügen').click();
    await this.page.getByLabel(/^Ein Name pro Zeile/).fill(lines.join('\n'));
    await this.page.getByRole('button', { name: 'Liste hinzufügen' }).click();
    await expect(
      this.page.getByRole('status').filter({ hasText: `${lines.length} ${lines.length === 1 ? 'Kind' : 'Kinder'} hinzugefügt.` }),
    ).toBeVisible();
  }

  /** A class with these children, made through the students screen. */
  async createClassWith(name: string, lines: readonly string[]) {
    await this.page.goto('/tools/datenerfassung/schueler');
    await this.createClass(name);
    await this.addStudentList(lines);
  }

  async selectClass(name: string) {
    await this.page.getByLabel('Klasse', { exact: true }).selectOption({ label: name });
  }

  async createTopic(name: string) {
    const field = this.page.getByLabel(/^Neues Thema/);
    const button = this.page.getByRole('button', { name: 'Neues Thema' });
    await expect(field.or(button)).toBeVisible();
    if (!(await field.isVisible())) await button.click();
    await field.fill(name);
    await this.page.getByRole('button', { name: 'Thema anlegen' }).click();
    await expect(this.page.getByLabel('Thema', { exact: true })).toHaveValue(/.+/);
  }

  /** The child's grade picker: „nicht bewertet“, 1+ … 5−, 6. */
  gradePicker(student: string) {
    return this.page.getByRole('combobox', { name: `Note für ${student}`, exact: true });
  }

  /** A grade as typed with an ASCII minus („4-“ picks „4−“), or null for „nicht bewertet“. */
  async grade(student: string, grade: number | string | null) {
    const picker = this.gradePicker(student);
    const label = grade === null ? 'nicht bewertet' : String(grade).replace('-', '\u2212');
    await picker.selectOption({ label });
    await expect(picker).toHaveValue(grade === null ? '' : String(grade));
  }

  students() {
    return this.page.getByRole('list', { name: /^Schüler der Klasse/ }).getByRole('listitem');
  }
}
