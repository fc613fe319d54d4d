// The legal texts live in code because they depend on the operator's configuration (OPERATOR_* via GET /api/site).

import type { Operator } from '@core/schemas/site';

export interface LegalSection {
  heading: string;
  paragraphs: string[];
  list?: string[];
}

export const LEGAL_TEXTS_UPDATED = '2026-11-23';

const MISSING = 'Der Betreiber dieser Installation hat seine Angaben noch nicht hinterlegt.';

/** '2026-11-22' → '22.11.2026' */
function germanDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${day ?? ''}.${month ?? ''}.${year ?? ''}`;
}

/** Name and postal address in one paragraph; the address keeps its line breaks. */
function nameAndAddress(operator: Operator): string {
  return `${operator.name}\n${operator.address}`;
}

function contactLines(operator: Operator): string {
  const lines = [`E-Mail: ${operator.email}`];
  if (operator.phone) lines.push(`Telefon: ${operator.phone}`);
  return lines.join('\n');
}

export function impressumSections(operator: Operator | null): LegalSection[] {
  return [
    {
      heading: 'Angaben gemäß § 5 DDG',
      paragraphs: [operator ? nameAndAddress(operator) : MISSING],
    },
    {
      heading: 'Kontakt',
      paragraphs: [operator ? contactLines(operator) : MISSING],
    },
    {
      heading: 'Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV',
      paragraphs: [operator ? nameAndAddress(operator) : MISSING],
    },
    {
      heading: 'Haftung für Inhalte',
      paragraphs: [
        'Die Inhalte dieser Seiten wurden mit Sorgfalt erstellt. Für ihre Richtigkeit, Vollständigkeit und Aktualität kann jedoch keine Gewähr übernommen werden. Ob sich ein Spiel oder eine Stunde für eine bestimmte Lerngruppe eignet, beurteilt die Lehrkraft vor Ort; bei ihr liegen auch Aufsicht und Sicherheit im Unterricht.',
      ],
    },
    {
      heading: 'Haftung für Links',
      paragraphs: [
        'Für die Inhalte verlinkter Seiten anderer Anbieter ist ausschließlich deren Anbieter verantwortlich. Werden Rechtsverletzungen bekannt, werden solche Links umgehend entfernt.',
      ],
    },
    {
      heading: 'Urheberrecht',
      paragraphs: [
        'Die Spiel- und Stundenbeschreibungen dürfen Sie für Ihren eigenen Unterricht nutzen und dafür ausdrucken. Eine Veröffentlichung oder gewerbliche Nutzung darüber hinaus bedarf der vorherigen Zustimmung des Betreibers.',
      ],
    },
  ];
}

export function datenschutzSections(operator: Operator | null): LegalSection[] {
  return [
    {
      heading: 'Verantwortlicher',
      paragraphs: [
        'Verantwortlich für die Datenverarbeitung im Sinne der Datenschutz-Grundverordnung (DSGVO) ist der Betreiber dieser Installation der Sportkiste:',
        operator ? `${nameAndAddress(operator)}\n${contactLines(operator)}` : MISSING,
      ],
    },
    {
      heading: 'Das Wichtigste in Kürze',
      paragraphs: [
        'Auf dem Server wird nur gespeichert, was für Ihr Konto nötig ist. Klassen, Namen von Schülerinnen und Schülern, Noten und Bemerkungen bleiben ausschließlich auf Ihrem Gerät. Es gibt keine Werbung, kein Tracking, keine Analysewerkzeuge und keine Dienste Dritter.',
      ],
    },
    {
      heading: 'Ihr Konto',
      paragraphs: ['Wenn Sie ein Konto anlegen, speichert der Server:'],
      list: [
        'Ihre E-Mail-Adresse und ob sie bestätigt ist',
        'einen Benutzernamen, falls Sie einen wählen',
        'Ihr Passwort ausschließlich als gesalzenen Hashwert – niemals im Klartext',
        'Ihre Rolle (Lehrkraft oder Admin)',
        'ein Profilbild, falls Sie eines hochladen',
        'Ihre Favoriten',
        'den Zeitpunkt Ihrer Registrierung',
        'Ihre Sitzungen (Anmeldungen) mit Zeitpunkt, IP-Adresse und Browserkennung; eine Sitzung endet mit der Abmeldung oder nach 30 Tagen ohne Nutzung',
      ],
    },
    {
      heading: 'Wo und wie lange die Daten gespeichert werden',
      paragraphs: [
        'Alle Kontodaten liegen in der Datenbank auf dem Server des Betreibers, Profilbilder ebenfalls in dieser Datenbank. Sie werden nicht an andere weitergegeben.',
      ],
      list: [
        'E-Mail-Adresse, Benutzername, Rolle, Passwort-Hashwert, Profilbild und Favoriten: bis Sie sie ändern oder Ihr Konto löschen',
        'Sitzungen mit IP-Adresse und Browserkennung: bis zur Abmeldung, höchstens 30 Tage nach der letzten Nutzung',
        'Zähler für Anmelde-, Registrierungs- und Zurücksetz-Versuche je E-Mail-Adresse: 15 Minuten bis eine Stunde, je IP-Adresse: eine Minute; mit dem Konto werden sie sofort gelöscht',
        'Links zum Bestätigen der E-Mail-Adresse oder zum Zurücksetzen des Passworts: 24 Stunden beziehungsweise eine Stunde',
        'Server-Protokolle: höchstens 14 Tage, ohne Zuordnung zu einem Konto',
        'Protokoll der Admin-Aktionen: Sperrt, entsperrt, löscht ein Admin ein Konto oder ändert er dessen Rolle, werden die E-Mail-Adressen des Admins und des Kontos mit Zeitpunkt, Aktion und gegebenenfalls Sperrgrund festgehalten (Art. 6 Abs. 1 lit. f DSGVO: Nachvollziehbarkeit der Verwaltung); diese Einträge werden nach einem Jahr gelöscht, auch wenn das Konto vorher gelöscht wurde',
        'Sicherungskopien (Backups) des Servers: Sie enthalten die Kontodaten zum Zeitpunkt der Sicherung und werden vom Betreiber nach höchstens 30 Tagen überschrieben; ein gelöschtes Konto verschwindet damit spätestens 30 Tage nach der Löschung auch aus den Sicherungen',
      ],
    },
    {
      heading: 'Zweck und Rechtsgrundlage',
      paragraphs: [
        'Diese Daten werden verarbeitet, um Ihnen die Sportkiste mit Ihrem Konto bereitzustellen. Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO (Erfüllung des Nutzungsverhältnisses).',
      ],
    },
    {
      heading: 'Löschung Ihres Kontos',
      paragraphs: [
        'Sie können Ihr Konto jederzeit selbst im Profil löschen. Dabei werden Ihr Konto mit den oben genannten Angaben, Ihre Favoriten, Ihr Profilbild und Ihre Sitzungen gelöscht.',
      ],
    },
    {
      heading: 'Cookies',
      paragraphs: [
        'Die Sportkiste setzt nur ein einziges, technisch notwendiges Sitzungs-Cookie, das Sie nach der Anmeldung angemeldet hält. Es ist als HttpOnly gekennzeichnet und damit für Skripte nicht lesbar. Rechtsgrundlage ist § 25 Abs. 2 Nr. 2 TDDDG; eine Einwilligung ist dafür nicht erforderlich.',
        'Es gibt keine Cookies für Tracking, Statistik oder Werbung und keine Cookies von Drittanbietern.',
      ],
    },
    {
      heading: 'Server-Protokolle',
      paragraphs: [
        'Bei jedem Aufruf werden IP-Adresse, Zeitpunkt, aufgerufene Adresse und Browserkennung protokolliert. Das dient dem Betrieb und der Sicherheit des Dienstes (Art. 6 Abs. 1 lit. f DSGVO). Die Protokolle werden höchstens 14 Tage aufbewahrt und danach gelöscht.',
        'Zum Schutz vor Missbrauch, etwa bei zu vielen Anmeldeversuchen, werden Zugriffe kurzzeitig gezählt und die Zähler anschließend verworfen.',
      ],
    },
    {
      heading: 'E-Mails',
      paragraphs: [
        'E-Mails werden ausschließlich versendet, um Ihre E-Mail-Adresse zu bestätigen und um ein vergessenes Passwort zurückzusetzen. Es gibt keinen Newsletter und keine Werbung per E-Mail.',
      ],
    },
    {
      heading: 'Klassen- und Notendaten bleiben auf Ihrem Gerät',
      paragraphs: [
        'Klassen, Namen von Schülerinnen und Schülern, Noten und Bemerkungen, die Sie in der Datenerfassung und der Leistungserfassung eingeben, werden nur im Speicher des Browsers auf dem jeweils verwendeten Gerät abgelegt. Sie werden nie an den Server übertragen; der Betreiber hat keinen Zugriff darauf.',
        'Für diese Daten sind Sie selbst nach den Vorgaben Ihrer Schule und Ihres Bundeslandes verantwortlich. Die App bietet dafür Export und Sicherung an. Wenn Sie die Browserdaten oder die App löschen, werden auch diese Daten gelöscht.',
        'Das Gleiche gilt für die Werkzeuge Stoppuhr, Spielstand und Turnierplaner: Ihre Stände bleiben auf Ihrem Gerät.',
      ],
    },
    {
      heading: 'Nutzung ohne Internet',
      paragraphs: [
        'Damit die Sportkiste auch ohne Netz funktioniert, legt sie ihre eigenen Dateien und die Inhalte, die Sie geöffnet haben, im Zwischenspeicher Ihres Browsers ab (Service Worker). Personenbezogene Daten anderer sind davon nicht betroffen.',
      ],
    },
    {
      heading: 'Keine Dienste Dritter',
      paragraphs: [
        'Schriften und Symbole liefert die Sportkiste selbst aus; es wird kein Content-Delivery-Network (CDN) genutzt und es werden keine externen Inhalte eingebunden. Es findet keine Übermittlung von Daten in Drittländer statt.',
      ],
    },
    {
      heading: 'Ihre Rechte',
      paragraphs: ['Sie haben nach der DSGVO das Recht auf:'],
      list: [
        'Auskunft über Ihre gespeicherten Daten (Art. 15 DSGVO)',
        'Berichtigung unrichtiger Daten (Art. 16 DSGVO)',
        'Löschung Ihrer Daten (Art. 17 DSGVO)',
        'Einschränkung der Verarbeitung (Art. 18 DSGVO)',
        'Datenübertragbarkeit (Art. 20 DSGVO)',
        'Widerspruch gegen die Verarbeitung (Art. 21 DSGVO)',
        'Beschwerde bei einer Datenschutz-Aufsichtsbehörde (Art. 77 DSGVO)',
      ],
    },
    {
      heading: 'Ihre Daten selbst herunterladen',
      paragraphs: [
        'Unter „Profil“ → „Meine Daten herunterladen“ erhalten Sie jederzeit eine Datei (JSON) mit allem, was der Server über Ihr Konto speichert: Konto, Benutzername, Favoriten, Profilbild, Anmeldungen und gezählte Anmeldeversuche. Sie dient der Auskunft (Art. 15 DSGVO) und lässt sich in andere Programme übernehmen (Art. 20 DSGVO).',
      ],
    },
    {
      heading: 'Kontakt zum Datenschutz',
      paragraphs: [
        operator
          ? `Um Ihre Rechte auszuüben oder bei Fragen zum Datenschutz schreiben Sie bitte eine E-Mail an den Betreiber: ${operator.email}`
          : `Um Ihre Rechte auszuüben oder bei Fragen zum Datenschutz wenden Sie sich bitte an den Betreiber. ${MISSING}`,
      ],
    },
    {
      heading: 'Stand',
      paragraphs: [`Stand: ${germanDate(LEGAL_TEXTS_UPDATED)}`],
    },
  ];
}
