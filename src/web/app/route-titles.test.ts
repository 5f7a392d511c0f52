// WCAG 2.4.2: every screen the router shows names itself in the tab title, instead of leaving
// the previous screen's title or the generic one. The router lists the screens; each screen's module
// must set its title with useDocumentTitle.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const webRoot = path.resolve(import.meta.dirname, '..');
const routerSource = fs.readFileSync(path.join(import.meta.dirname, 'router.tsx'), 'utf8');

/** The modules of the screens: the code-split ones (`import('@/…')`) and the eagerly imported pages. */
function screenModules(): string[] {
  const lazy = [...routerSource.matchAll(/import\('@\/([^']+)'\)/g)].map((match) => match[1]!);
  const eager = [...routerSource.matchAll(/import \{ \w+Page \} from '@\/([^']+)'/g)].map((match) => match[1]!);
  return [...lazy, ...eager];
}

describe('route titles', () => {
  const modules = screenModules();

  it('finds the screens of the router', () => {
    expect(modules.length).toBeGreaterThanOrEqual(15);
  });

  it.each(modules)('%s sets its own document title', (module) => {
    const source = fs.readFileSync(path.join(webRoot, `${module}.tsx`), 'utf8');
    // A screen the app composes of two features (app/profile-screen.tsx) is titled by the page it shows.
    const titles = (text: string) => /useDocumentTitle\(/.test(text);
    const pages = [...source.matchAll(/import \{ \w+Page \} from '@\/(features\/[^']+)'/g)].map((match) => match[1]!);
    const shown = pages.map((page) => fs.readFileSync(path.join(webRoot, `${page}.tsx`), 'utf8'));
    expect(titles(source) || shown.some(titles)).toBe(true);
  });

  it('every page element of the router comes from one of these modules', () => {
    const elements = [...routerSource.matchAll(/element=\{<(\w+)/g)].map((match) => match[1]!);
    const screens = new Set(
      [
        ...routerSource.matchAll(/const (\w+Page) = lazyPage/g),
        ...routerSource.matchAll(/import \{ (\w+Page) \}/g),
      ].map((match) => match[1]!),
    );
    const layout = new Set(['RootLayout', 'ProtectedRoute']);
    for (const element of elements) if (!layout.has(element)) expect(screens).toContain(element);
  });
});
