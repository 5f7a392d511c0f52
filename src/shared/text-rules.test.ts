import { describe, expect, it } from 'vitest';
import { validateUploadCandidate } from './files/upload-rules';
import { containsNul, isSafeMultiLineText, isSafeSingleLineText, toSafeSingleLineText } from './text-rules';

const BIDI_CONTROLS = [
  '\u200e',
  '\u200f',
  '\u202a',
  '\u202b',
  '\u202c',
  '\u202d',
  '\u202e',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
];

describe('text rules', () => {
  it('finds U+0000', () => {
    expect(containsNul('a\u0000')).toBe(true);
    expect(containsNul('a0')).toBe(false);
  });

  it('refuses in one line: control characters, line breaks, line separators and bidirectional controls', () => {
    for (const character of [
      '\u0000',
      '\t',
      '\n',
      '\r',
      '\u001b',
      '\u007f',
      '\u0085',
      '\u2028',
      '\u2029',
      ...BIDI_CONTROLS,
    ]) {
      expect(isSafeSingleLineText(`Lan${character}Anh`), JSON.stringify(character)).toBe(false);
    }
    for (const text of ['Nguyễn Thị Lan Anh', "O'Brien-Smith (Lan)", '李小龍', 'مرحبا', 'Anh 😀', '']) {
      expect(isSafeSingleLineText(text), text).toBe(true);
    }
  });

  it('lets several lines break and hold tabs, and refuses every other control character', () => {
    expect(isSafeMultiLineText('Dòng một\r\nDòng hai\n\tthụt lề')).toBe(true);
    for (const character of ['\u0000', '\u0007', '\u000b', '\u000c', '\u001b', '\u007f', '\u0085']) {
      expect(isSafeMultiLineText(`a${character}b`), JSON.stringify(character)).toBe(false);
    }
  });

  it('makes a name from elsewhere one safe line instead of refusing it', () => {
    expect(toSafeSingleLineText('  Lan\r\n\u202EAnh\u0000 ')).toBe('Lan Anh');
    expect(toSafeSingleLineText('Nguyễn Văn An')).toBe('Nguyễn Văn An');
  });

  it('is the rule file names follow', () => {
    for (const character of ['\u0085', '\u2028', ...BIDI_CONTROLS]) {
      expect(
        validateUploadCandidate({ name: `bai-tap${character}.pdf`, size: 1 }),
        JSON.stringify(character),
      ).toMatchObject({
        ok: false,
        code: 'FILE_NAME_INVALID',
      });
    }
  });
});
