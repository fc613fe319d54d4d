import fs from 'node:fs';
import path from 'node:path';
import { KEY_PATTERN, type FileStore } from './storage';

export function createFsStore(dir: string): FileStore {
  const fileOf = (key: string) => {
    if (!KEY_PATTERN.test(key)) throw new Error(`invalid file key: ${key}`);
    return path.join(dir, key.slice(0, 2), key);
  };
  return {
    async put(key, bytes) {
      const file = fileOf(key);
      if (fs.existsSync(file)) return;
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      // Write to a temporary name and rename: a reader never sees half a file.
      const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
      await fs.promises.writeFile(temp, bytes);
      await fs.promises.rename(temp, file);
    },
    async get(key) {
      try {
        const buffer = await fs.promises.readFile(fileOf(key));
        return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async exists(key) {
      return fs.existsSync(fileOf(key));
    },
    async delete(key) {
      await fs.promises.rm(fileOf(key), { force: true });
    },
    async checkReady() {
      // put() creates the folder anyway; doing it here lets a fresh DATA_DIR count as ready and
      // reports a folder that cannot be created now rather than at the first upload.
      await fs.promises.mkdir(dir, { recursive: true });
      await fs.promises.access(dir, fs.constants.R_OK | fs.constants.W_OK);
    },

    async list() {
      const keys: string[] = [];
      const prefixes = await fs.promises.readdir(dir).catch((error: NodeJS.ErrnoException) => {
        // No upload yet means no folder yet.
        if (error.code === 'ENOENT') return [];
        throw error;
      });
      for (const prefix of prefixes) {
        if (!/^[a-f0-9]{2}$/.test(prefix)) continue;
        for (const name of await fs.promises.readdir(path.join(dir, prefix))) {
          // Half-written uploads (*.tmp) and files in the wrong shard are not stored files.
          if (KEY_PATTERN.test(name) && name.startsWith(prefix)) keys.push(name);
        }
      }
      return keys.sort();
    },
  };
}
