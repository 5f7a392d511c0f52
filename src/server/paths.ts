// Locates the project root from this module, so the same code works from src/ (tsx, Vitest) and dist/.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

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

/**
 * The preview worker process: beside main.js in the build (scripts/build.mjs bundles it as a
 * second entry), else the TypeScript source run through tsx (Vitest, `npm run dev`).
 */
const isBuilt = fileURLToPath(import.meta.url).endsWith('.js');
export const previewWorkerEntry = isBuilt
  ? { file: path.join(path.dirname(fileURLToPath(import.meta.url)), 'preview-worker.js'), execArgv: [] as string[] }
  : {
      file: path.join(projectRoot, 'src', 'server', 'files', 'previews', 'preview-worker.ts'),
      execArgv: ['--import', pathToFileURL(path.join(projectRoot, 'node_modules', 'tsx', 'dist', 'loader.mjs')).href],
    };
