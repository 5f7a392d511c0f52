// What `engines` in package.json claims must hold for every installed package: otherwise `npm install`
// warns (EBADENGINE) and a dependency may use a Node feature the oldest claimed version lacks.
import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const readJson = (file: string) => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));

describe('the Node versions package.json claims', () => {
  const claimed: string = readJson('package.json').engines.node;
  const oldest = semver.minVersion(claimed)!.version;

  it('are the ones this machine runs', () => {
    expect(semver.satisfies(process.versions.node, claimed)).toBe(true);
  });

  it('every locked package supports the oldest of them', () => {
    const lock = readJson('package-lock.json') as { packages: Record<string, { engines?: { node?: string } }> };
    const refusing = Object.entries(lock.packages)
      .filter(([, entry]) => entry.engines?.node && !semver.satisfies(oldest, entry.engines.node))
      .map(([name, entry]) => `${name} needs node ${entry.engines!.node}`);
    expect(refusing).toEqual([]);
  });
});
