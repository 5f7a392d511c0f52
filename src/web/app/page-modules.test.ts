import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PAGE_MODULES } from '@shared/page-modules';
import { isAppPagePath } from '@shared/paths';

const webRoot = new URL('../', import.meta.url);
const router = fs.readFileSync(new URL('./router.tsx', import.meta.url), 'utf8');

describe('the screens whose chunks a page links', () => {
  it.each(PAGE_MODULES)('$pattern: $module exists and is the module the router loads', ({ pattern, module }) => {
    expect(isAppPagePath(pattern)).toBe(true);
    expect(fs.existsSync(new URL(module, webRoot))).toBe(true);
    expect(router).toContain(`import('@/${module.replace(/\.tsx$/, '')}')`);
  });
});
