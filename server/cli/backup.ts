import { createBackup } from '../backup/create-backup';
import { runFolderCommand } from './folder-command';

const USAGE = `Verwendung:
  npm run backup -- <ordner>    sichert Datenbank und hochgeladene Dateien in einen neuen oder leeren Ordner
                                (auch während der Server läuft; dieselbe Konfiguration wie der Server)`;

/** `npm run backup -- <dir>`: a consistent backup of the configured installation. */
runFolderCommand(USAGE, (installation, dir) =>
  createBackup(installation, dir, { report: (line) => console.log(line), pgTools: { env: process.env } }),
);
