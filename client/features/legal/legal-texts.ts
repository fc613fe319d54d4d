// The legal texts live in code because they depend on the operator's configuration
// (OPERATOR_* variables, delivered by GET /api/site); they are plain text, rendered as such.
import type { Operator } from '@core/schemas/site';

export interface LegalSection {
  heading: string;
  paragraphs: string[];
  list?: string[];
}

export const LEGAL_TEXTS_UPDATED = '2026-11-22';

const MISSING = 'Der Betreiber dieser Installation hat seine Angaben noch nicht hinterlegt.';

function operatorBlock(operator: Operator | null): string[] {
  if (!operator) return [MISSING];
  return [`${operator.name}\n${operator.address}`];
}

function contactBlock(operator: Operator | null): string[] {
  if (!operator) return [MISSING];
  return [[`E-Mail: ${operator.email}`, operator.phone ? `Telefon: ${operator.phone}` : null].filter(Boolean).join('\n')];
}

export function impressumSections(operator: Operator | null): LegalSection[] {
  return [
    { heading: 'Angaben gemäß § 5 DDG', paragraphs: operatorBlock(operator) },
    { heading: 'Kontakt', paragraphs: contactBlock(operator) },
    {
      heading: 'Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV',
      paragraphs: operator ? [`${operator.name}, Anschrift wie oben.`] : [MISSING],
    },
    {
      heading: 'Haftung für Inhalte',
      paragraphs: [
        'Die Spiel- und Stundenbeschreibungen wurden mit Sorgfalt erstellt. Für ihre Richtigkeit, Vollständigkeit und Eignung für eine bestimmte Lerngruppe können wir keine Gewähr übernehmen. Die Aufsichtspflicht und die Beurteilung der Sicherheit vor Ort liegen bei der Lehrkraft.',
      ],
    },
    {
      heading: 'Haftung für Links',
      paragraphs: [
        'Für Inhalte verlinkter fremder Seiten ist stets deren Anbieter verantwortlich. Wird uns ein Rechtsverstoß bekannt, entfernen wir den Link umgehend.',
      ],
    },
    {
      heading: 'Urheberrecht',
      paragraphs: [
        'Die Inhalte der Sportkiste dürfen für den eigenen Unterricht genutzt, ausgedruckt und an Kolleginnen und Kollegen weitergegeben werden. Eine Veröffentlichung oder kommerzielle Nutzung bedarf der Zustimmung des Betreibers.',
      ],
    },
  ];
}

export function datenschutzSections(operator: Operator | null): LegalSection[] {
  return [
    {
      heading: 'Verantwortlicher',
      paragraphs: operator
        ? [`${operator.name}\n${operator.address}\nE-Mail: ${operator.email}${operator.phone ? `\nTelefon: ${operator.phone}` : ''}`]
        : [MISSING],
    },
    {
      heading: 'Das Wichtigste in Kürze',
      paragraphs: [
        'Die Sportkiste speichert auf dem Server nur, was für Ihr Konto nötig ist. Klassen, Namen von Schülerinnen und Schülern, Noten und Bemerkungen bleiben ausschließlich auf Ihrem Gerät und werden nie an den Server übertragen. Es gibt keine Werbung, kein Tracking und keine Analysewerkzeuge.',
      ],
    },
    {
      heading: 'Daten Ihres Kontos',
      paragraphs: [
        'Wenn Sie ein Konto anlegen, speichern wir auf dem Server:',
      ],
      list: [
        'Ihre E-Mail-Adresse',
        'einen frei gewählten Benutzernamen (optional)',
        'Ihr Passwort ausschließlich als gesalzenen Hash – niemals im Klartext',
        'Ihre Rolle (Lehrkraft oder Admin)',
        'ein Profilbild, wenn Sie eines hochladen',
        'Ihre Favoriten',
        'den Zeitpunkt der Registrierung und Ihre aktiven Sitzungen',
      ],
    },
    {
      heading: 'Zweck, Rechtsgrundlage und Löschung',
      paragraphs: [
        'Diese Daten verarbeiten wir, um Ihnen die Sportkiste bereitzustellen (Art. 6 Abs. 1 lit. b DSGVO). Sie können Ihr Konto jederzeit selbst im Profil löschen; dabei werden Konto, Favoriten und Profilbild gelöscht.',
      ],
    },
    {
      heading: 'Cookies',
      paragraphs: [
        'Wir setzen nur ein technisch notwendiges Sitzungs-Cookie, das Sie nach der Anmeldung angemeldet hält (HttpOnly, für Skripte nicht lesbar). Rechtsgrundlage ist § 25 Abs. 2 Nr. 2 TDDDG. Es gibt keine Tracking-, Werbe- oder Drittanbieter-Cookies.',
      ],
    },
    {
      heading: 'Server-Protokolle',
      paragraphs: [
        'Bei jedem Aufruf protokolliert der Server IP-Adresse, Zeitpunkt, aufgerufene Adresse und Browserkennung, um den Betrieb zu sichern und Angriffe abzuwehren (Art. 6 Abs. 1 lit. f DSGVO). Die Protokolle werden höchstens 14 Tage aufbewahrt. Zum Schutz vor Missbrauch (z. B. zu viele Anmeldeversuche) werden Zähler kurzzeitig gespeichert.',
      ],
    },
    {
      heading: 'E-Mails',
      paragraphs: [
        'Wir senden Ihnen E-Mails nur, um Ihre Adresse zu bestätigen und um ein vergessenes Passwort zurückzusetzen.',
      ],
    },
    {
      heading: 'Klassen- und Notendaten bleiben auf Ihrem Gerät',
      paragraphs: [
        'Klassen, Namen von Schülerinnen und Schülern, Noten und Bemerkungen, die Sie in der Datenerfassung und Leistungserfassung eingeben, werden nur im Speicher des Browsers auf dem verwendeten Gerät abgelegt und nie an den Server übertragen. Der Betreiber hat darauf keinen Zugriff. Für diese Daten sind Sie nach den Vorgaben Ihrer Schule und Ihres Bundeslandes selbst verantwortlich. Die App bietet Export und Sicherung an; wenn Sie die Browserdaten oder die App löschen, sind diese Daten gelöscht. Das Gleiche gilt für Stände der Werkzeuge (Stoppuhr, Spielstand, Turnier).',
      ],
    },
    {
      heading: 'Nutzung ohne Netz',
      paragraphs: [
        'Damit die Sportkiste in der Turnhalle auch ohne Netz funktioniert, legt sie ihre eigenen Dateien und die von Ihnen geöffneten Inhalte im Speicher des Browsers ab (Service Worker). Daten anderer Personen sind davon nicht betroffen.',
      ],
    },
    {
      heading: 'Keine Drittanbieter',
      paragraphs: [
        'Schriften und Symbole liefert die Sportkiste selbst aus. Es werden keine externen Inhalte eingebunden, keine Dienste Dritter genutzt und keine Daten in Drittländer übermittelt.',
      ],
    },
    {
      heading: 'Ihre Rechte',
      paragraphs: ['Sie haben das Recht auf:'],
      list: [
        'Auskunft über Ihre gespeicherten Daten (Art. 15 DSGVO)',
        'Berichtigung unrichtiger Daten (Art. 16 DSGVO)',
        'Löschung (Art. 17 DSGVO)',
        'Einschränkung der Verarbeitung (Art. 18 DSGVO)',
        'Datenübertragbarkeit (Art. 20 DSGVO)',
        'Widerspruch gegen die Verarbeitung (Art. 21 DSGVO)',
        'Beschwerde bei einer Datenschutz-Aufsichtsbehörde (Art. 77 DSGVO)',
      ],
    },
    {
      heading: 'Kontakt zum Datenschutz',
      paragraphs: [
        operator
          ? `Für alle Fragen zum Datenschutz und zur Ausübung Ihrer Rechte schreiben Sie bitte an ${operator.email}.`
          : MISSING,
      ],
    },
    { heading: 'Stand', paragraphs: ['22.11.2026'] },
  ];
}
