// The language store outside React: the shell's messages at start, a screen's areas added on demand, a
// switch that reloads every loaded area in the new language, and a slow switch overtaken by a newer one.
import { describe, expect, it } from 'vitest';
import { changeLanguage, ensureAreas, hasMessage, startLanguage, translate } from './i18n';

describe('the interface language', () => {
  it('starts in Vietnamese with the shell’s messages, adds areas on demand and switches them all', async () => {
    await startLanguage();
    expect(translate('language.label')).toBe('Ngôn ngữ giao diện');
    expect(hasMessage('language.en')).toBe(true);
    expect(hasMessage('no.such.message')).toBe(false);

    await ensureAreas(['files', 'practice']);
    await changeLanguage('en');
    expect(translate('language.label')).toBe('Interface language');

    // The later choice wins even when the earlier one's catalogues arrive last.
    const slow = changeLanguage('vi');
    const fast = changeLanguage('en');
    await Promise.all([slow, fast]);
    expect(translate('language.label')).toBe('Interface language');
  });
});
