// Bytes whose record was never written (a crash mid-upload) are removed by the sweep; bytes
// with a record, and bytes too young to judge (an upload in flight), stay.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createStorage } from '../platform/storage';
import { createTestFile, filesUnder, signUpUser } from '../test/users-and-files';
import { ORPHAN_MIN_AGE_MS } from '../platform/orphan-sweep';
import { sweepOrphanedBytes } from './orphan-sweep';
import { createTestApp, describeEachDatabase, type DatabaseKind, type TestApp } from '../test/test-app';

describeEachDatabase('the sweep for stored bytes without a record', (kind: DatabaseKind) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(kind);
  });
  afterAll(() => testApp.close());

  it('removes old bytes, previews and thumbnails without a record, and nothing else', async () => {
    const owner = await signUpUser(testApp.app);
    const kept = await createTestFile(owner.client, { content: 'có bản ghi' });
    const root = path.join(testApp.dataDir, 'storage');
    const hourAndMore = new Date(Date.now() - ORPHAN_MIN_AGE_MS - 60_000);

    // What a process that died between storing the bytes and writing the record leaves behind.
    const writeObject = async (store: string, key: string, modifiedAt: Date | null) => {
      const file = path.join(root, store, key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, 'mồ côi');
      if (modifiedAt) await fs.utimes(file, modifiedAt, modifiedAt);
    };
    const crashed = randomUUID();
    const inFlight = randomUUID();
    await writeObject('media', `files/${crashed}`, hourAndMore);
    await writeObject('storage', `files/${randomUUID()}`, hourAndMore);
    await writeObject('media', `previews/${randomUUID()}.pdf`, hourAndMore);
    await writeObject('media', `thumbnails/${randomUUID()}.webp`, hourAndMore);
    // A file's bytes in the other store than its record names are not its bytes.
    await writeObject('storage', `files/${kept.id}`, hourAndMore);
    // Young: an upload that may still write its record.
    await writeObject('media', `files/${inFlight}`, null);
    // A preview and a thumbnail of a recorded file, and a key the files domain never writes.
    await writeObject('media', `previews/${kept.id}.pdf`, hourAndMore);
    await writeObject('media', `thumbnails/${kept.id}.webp`, hourAndMore);
    await writeObject('media', 'files/not-a-file-id', hourAndMore);
    const keptBytes = path.join(root, 'media', `files/${kept.id}`);
    await fs.utimes(keptBytes, hourAndMore, hourAndMore);

    const storage = await createStorage(testApp.ctx.config);
    const result = await sweepOrphanedBytes({ db: testApp.ctx.databases.main, storage });
    expect(result.removed).toBe(5);
    expect(await filesUnder(root)).toEqual(
      [
        `media/files/${inFlight}`,
        `media/files/${kept.id}`,
        'media/files/not-a-file-id',
        `media/previews/${kept.id}.pdf`,
        `media/thumbnails/${kept.id}.webp`,
      ].sort(),
    );

    // A second sweep, as another instance would run it, finds nothing more to do.
    expect((await sweepOrphanedBytes({ db: testApp.ctx.databases.main, storage })).removed).toBe(0);
    const download = await owner.client.get(`/api/v4/files/${kept.id}/content`);
    expect(download.body).toBe('có bản ghi');
  });
});
