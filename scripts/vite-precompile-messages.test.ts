import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { precompileMessages } from './vite-precompile-messages';

const AREA_ID = '/app/src/web/i18n/messages/vi/practice.ts';
const SOURCE = `// A comment.
import type { Catalogue } from '../../catalogue-type';
export default {
  'practice.due': 'Ôn tập {count, plural, other {# mục}} đến hạn',
  'practice.hint': 'Nhấn <b>Enter</b> để kiểm tra',
} as const;
`;

async function run(id: string, source: string): Promise<string | null> {
  const plugin = precompileMessages();
  const hook = plugin.transform as (source: string, id: string) => Promise<{ code: string } | null>;
  return (await hook(source, id))?.code ?? null;
}

describe('precompileMessages', () => {
  it('turns an area file into parsed messages that format without the parser', async () => {
    const code = await run(AREA_ID, SOURCE);
    const json = /^export default JSON\.parse\((.*)\);$/.exec(code ?? '')?.[1];
    const messages = JSON.parse(JSON.parse(json ?? '""')) as Record<
      string,
      ConstructorParameters<typeof IntlMessageFormat>[0]
    >;
    expect(new IntlMessageFormat(messages['practice.due']!, 'vi').format({ count: 3 })).toBe('Ôn tập 3 mục đến hạn');
    expect(
      new IntlMessageFormat(messages['practice.hint']!, 'vi').format({
        b: (chunks: string[]) => `[${chunks.join('')}]`,
      }),
    ).toBe('Nhấn [Enter] để kiểm tra');
  });

  it('leaves every other module alone, the languages’ index included', async () => {
    expect(await run('/app/src/web/i18n/messages/vi/index.ts', SOURCE)).toBeNull();
    expect(await run('/app/src/web/i18n/i18n.tsx', SOURCE)).toBeNull();
  });

  it('refuses a message that is not ICU, failing the build', async () => {
    await expect(run(AREA_ID, "export default { 'x.broken': 'Ôn {count, plural' };")).rejects.toThrow();
  });
});
