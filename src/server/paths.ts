// Locates the project root from this module, so the same code works from src/ (tsx, Vitest) and dist/.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

function findProjectRoot(start: string): string {
  let dir = start;
  while (!fs.existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`package.json not found above ${start}`);
    dir = parent;
  }
  return dir;
}

export const projectRoot = findProjectRoot(path.dirname(fileURLToPath(import.meta.url)));
export const migrationsDir = (store: 'main' | 'practice') => path.join(projectRoot, 'drizzle', store);
export const webDistDir = path.join(projectRoot, 'dist', 'web');
export const contentDir = path.join(projectRoot, 'content');
