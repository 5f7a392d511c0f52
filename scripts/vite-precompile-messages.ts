// The message catalogues reach the browser already parsed: each ICU message of src/web/i18n/messages/*/
// becomes its syntax tree at build time, and the browser's react-intl runs without the ICU parser
// (vite.config.ts points the parser's import at its parser-less build). The parse runs once, here,
// instead of on every page load, and the parser's weight leaves every page's JavaScript.
import { transform } from 'esbuild';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

/** An area file of a language (not its index, which only spreads the areas together). */
const AREA_FILE = /[\\/]src[\\/]web[\\/]i18n[\\/]messages[\\/](?:vi|en)[\\/](?!index\.)[^\\/]+\.ts$/;

async function messagesOf(source: string): Promise<Record<string, string>> {
  // An area file is an object of string literals with type-only imports: its CommonJS form runs alone.
  const { code } = await transform(source, { loader: 'ts', format: 'cjs' });
  const module = { exports: {} as { default?: Record<string, string> } };
  new Function('module', 'exports', code)(module, module.exports);
  if (!module.exports.default) throw new Error('A message area file must have a default export');
  return module.exports.default;
}

export function precompileMessages(): Plugin {
  return {
    name: 'precompile-messages',
    enforce: 'pre',
    async transform(source, id) {
      if (!AREA_FILE.test(id)) return null;
      const messages = await messagesOf(source);
      const parsed = Object.fromEntries(Object.entries(messages).map(([key, message]) => [key, parse(message)]));
      return { code: `export default JSON.parse(${JSON.stringify(JSON.stringify(parsed))});`, map: null };
    },
  };
}
