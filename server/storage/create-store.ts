import type { Config } from '../config/env';
import { createFsStore } from './fs-store';
import { createS3Store } from './s3-store';
import type { FileStore } from './storage';

export function createFileStore(config: Config['storage']): FileStore {
  return config.driver === 's3' ? createS3Store(config) : createFsStore(config.dir);
}
