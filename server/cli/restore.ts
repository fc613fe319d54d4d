import { restoreBackup } from '../backup/restore-backup';
import { runFolderCommand } from './folder-command';

const USAGE = `Verwendung:
  npm run restore -- <ordner>   spielt eine Sicherung in ein leeres DATA_DIR bzw. eine leere Datenbank ein
                                (Ziel aus DATA_DIR, DATABASE_URL und STORAGE_DRIVER wie beim Server)`;

/** `npm run restore -- <dir>`: a backup into the configured, empty installation. */
runFolderCommand(USAGE, (installation, dir) =>
  restoreBackup(dir, installation, { report: (line) => console.log(line), pgTools: { env: process.env } }),
);
