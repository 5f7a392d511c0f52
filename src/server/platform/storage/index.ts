// Builds the two stores from the configuration and prepares the temporary upload directory.
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config';
import { createDiskStore } from './disk';
import { createS3Client, createS3Store } from './s3';
import type { Storage } from './types';

export async function createStorage(config: Config): Promise<Storage> {
  const tempDir = path.join(config.dataDir, 'tmp', 'uploads');
  // Uploads cut off by a crash or a restart leave temporary files: nothing can finish them now.
  await fsp.rm(tempDir, { recursive: true, force: true });
  await fsp.mkdir(tempDir, { recursive: true });
  return { ...createStores(config), tempDir };
}

/** The two stores alone, for tools that run beside a server (content:import, audio:build). */
export function createStores(config: Config): Omit<Storage, 'tempDir'> {
  const s3 = config.storage.s3;
  if (config.storage.driver === 's3' && s3) {
    const client = createS3Client(s3);
    return {
      media: createS3Store('media', client, s3.mediaBucket),
      storage: createS3Store('storage', client, s3.storageBucket),
    };
  }
  const root = path.join(config.dataDir, 'storage');
  return {
    media: createDiskStore('media', path.join(root, 'media')),
    storage: createDiskStore('storage', path.join(root, 'storage')),
  };
}
