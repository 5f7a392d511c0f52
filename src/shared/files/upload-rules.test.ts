import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MB, UPLOAD } from '../constants';
import { blockedExtensionMessage, blockedMimeTypeMessage } from './messages';
import {
  ALLOWED_EXTENSIONS,
  BLOCKED_EXTENSIONS,
  normalizeFileName,
  PICKER_EXTENSIONS,
  pickerAcceptAttribute,
  storedFormat,
  uploadStoreFor,
  validateUploadCandidate,
} from './upload-rules';

const SAFE_CHARACTERS =
  'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 -_()[]ăâđêôơưáàảãạéèếềệíìóòốồờúùứừýỳÁĐ'.split('');
const safeText = (maxLength: number) =>
  fc
    .array(fc.constantFrom(...SAFE_CHARACTERS), { minLength: 1, maxLength })
    .map((characters) => characters.join(''))
    .filter((text) => text.trim().length > 0);
const pickerExtension = fc.constantFrom(...PICKER_EXTENSIONS);
const blockedExtension = fc.constantFrom(...BLOCKED_EXTENSIONS);
const randomCase = (text: string) =>
  fc
    .array(fc.boolean(), { minLength: text.length, maxLength: text.length })
    .map((upper) => [...text].map((character, index) => (upper[index] ? character.toUpperCase() : character)).join(''));
const controlCharacter = fc
  .integer({ min: 0, max: 0x20 })
  .map((code) => String.fromCharCode(code === 0x20 ? 0x7f : code));
const forbiddenPiece = fc.oneof(fc.constantFrom('<', '>', ':', '"', '|', '?', '*', '..', '/', '\\'), controlCharacter);

describe('validateUploadCandidate: the name (existence, characters, length, extension)', () => {
  it('refuses any name holding a forbidden character, "..", or a leading dot', () => {
    const withForbiddenPiece = fc
      .tuple(safeText(40), forbiddenPiece, fc.option(safeText(40), { nil: '' }), pickerExtension)
      .map(([before, piece, after, ext]) => `${before}${piece}${after}.${ext}`);
    const withLeadingDot = fc.tuple(safeText(40), pickerExtension).map(([base, ext]) => `.${base}.${ext}`);
    fc.assert(
      fc.property(fc.oneof(withForbiddenPiece, withLeadingDot), (name) => {
        expect(validateUploadCandidate({ name, size: 10, type: 'application/pdf' })).toEqual({
          ok: false,
          code: 'FILE_NAME_INVALID',
          message: 'Tên file chứa ký tự không hợp lệ',
        });
      }),
    );
  });

  it('accepts every safe name with an extension the picker offers', () => {
    const candidate = fc
      .tuple(safeText(60), fc.option(safeText(20), { nil: undefined }), pickerExtension)
      .map(([base, middle, ext]) => ({ name: middle ? `${base}.${middle}.${ext}` : `${base}.${ext}`, ext }));
    fc.assert(
      fc.property(candidate, fc.integer({ min: 1, max: UPLOAD.warnAboveBytes }), ({ name, ext }, size) => {
        expect(validateUploadCandidate({ name, size, type: 'application/octet-stream' })).toEqual({
          ok: true,
          name: name.trim(),
          extension: ext,
          warnings: [],
          isNearLimit: false,
        });
      }),
    );
  });

  it('checks in the order of the rules: a bad character wins over a blocked extension', () => {
    expect(validateUploadCandidate({ name: 'vi<rus.exe', size: 1 })).toMatchObject({ code: 'FILE_NAME_INVALID' });
    expect(validateUploadCandidate({ name: '../../etc/passwd.txt', size: 1 })).toMatchObject({
      code: 'FILE_NAME_INVALID',
    });
  });

  it('refuses a missing or blank name, a name over 255 characters and a name without extension', () => {
    for (const name of ['', '   ']) {
      expect(validateUploadCandidate({ name, size: 1 })).toEqual({
        ok: false,
        code: 'FILE_NAME_MISSING',
        message: 'Tên file không hợp lệ',
      });
    }
    const longest = `${'a'.repeat(UPLOAD.maxNameLength - 4)}.pdf`;
    expect(validateUploadCandidate({ name: longest, size: 1 }).ok).toBe(true);
    expect(validateUploadCandidate({ name: `a${longest}`, size: 1 })).toEqual({
      ok: false,
      code: 'FILE_NAME_TOO_LONG',
      message: 'Tên file quá dài',
    });
    for (const name of ['README', 'bao-cao.']) {
      expect(validateUploadCandidate({ name, size: 1 })).toEqual({
        ok: false,
        code: 'FILE_EXTENSION_MISSING',
        message: 'File không có extension',
      });
    }
  });
});

describe('validateUploadCandidate: blocked types', () => {
  it.each([...BLOCKED_EXTENSIONS])('refuses .%s with its message', (ext) => {
    expect(validateUploadCandidate({ name: `tai-lieu.${ext}`, size: 100, type: 'application/octet-stream' })).toEqual({
      ok: false,
      code: 'FILE_TYPE_BLOCKED',
      message: `Loại file .${ext} không được phép tải lên vì lý do bảo mật`,
    });
  });

  it.each(
    'hta vbe jse wsf wsh reg scf lnk url msix appx iso img cab psm1 psd1 dll sys html htm xhtml svg mjs cjs js css xml json wasm swf apk dmg deb'.split(
      ' ',
    ),
  )('refuses .%s, which is not on the allowed list, with the same message', (ext) => {
    expect(validateUploadCandidate({ name: `tai-lieu.${ext}`, size: 100, type: '' })).toEqual({
      ok: false,
      code: 'FILE_TYPE_BLOCKED',
      message: `Loại file .${ext} không được phép tải lên vì lý do bảo mật`,
    });
  });

  it('allows no extension of the original blocked list', () => {
    for (const ext of BLOCKED_EXTENSIONS) expect(ALLOWED_EXTENSIONS.has(ext)).toBe(false);
  });

  it.each(['x'.repeat(3000), 'text/plain\u0000', 'văn bản', 'application/pdf\r\nX-Evil: 1', 'pdf', 'a/b/c'])(
    'refuses a declared type that is not one: %j',
    (type) => {
      expect(validateUploadCandidate({ name: 'de-thi.pdf', size: 100, type })).toEqual({
        ok: false,
        code: 'INVALID_FILE_TYPE',
        message: 'Loại file khai báo không hợp lệ.',
      });
    },
  );

  it.each([
    '',
    'application/pdf',
    'text/plain; charset=utf-8',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'audio/mpeg',
  ])('accepts the declared type %j', (type) => {
    expect(validateUploadCandidate({ name: 'de-thi.pdf', size: 100, type }).ok).toBe(true);
  });

  it('refuses a blocked extension in any letter case, whatever type the browser declared', () => {
    const candidate = fc.tuple(
      safeText(40),
      blockedExtension.chain(randomCase),
      fc.constantFrom('', 'text/plain', 'application/pdf'),
    );
    fc.assert(
      fc.property(candidate, ([base, ext, type]) => {
        expect(validateUploadCandidate({ name: `${base}.${ext}`, size: 1, type })).toEqual({
          ok: false,
          code: 'FILE_TYPE_BLOCKED',
          message: blockedExtensionMessage(ext.toLowerCase()),
        });
      }),
    );
  });

  it('refuses a blocked MIME type behind a harmless extension, naming the type, not the extension', () => {
    expect(validateUploadCandidate({ name: 'ghi-chu.txt', size: 1, type: 'application/x-msdownload' })).toEqual({
      ok: false,
      code: 'FILE_TYPE_BLOCKED',
      message: blockedMimeTypeMessage('application/x-msdownload'),
    });
    expect(validateUploadCandidate({ name: 'ghi-chu.txt', size: 1, type: 'Text/JavaScript; charset=utf-8' })).toEqual({
      ok: false,
      code: 'FILE_TYPE_BLOCKED',
      message: 'Kiểu file text/javascript không được phép tải lên vì lý do bảo mật',
    });
  });

  it('reads a name as Windows and browsers save it: trailing spaces, dots and invisible marks dropped', () => {
    for (const name of ['evil.exe ', 'evil.exe.', 'evil.exe. . ', 'evil.EXE\u200b', 'evil.exe\t', '  evil.exe\u00a0']) {
      expect(validateUploadCandidate({ name, size: 1, type: 'text/plain' }), JSON.stringify(name)).toEqual({
        ok: false,
        code: 'FILE_TYPE_BLOCKED',
        message: blockedExtensionMessage('exe'),
      });
    }
    expect(validateUploadCandidate({ name: 'bai-tap.pdf . ', size: 1, type: 'application/pdf' })).toMatchObject({
      ok: true,
      name: 'bai-tap.pdf',
      extension: 'pdf',
    });
    expect(validateUploadCandidate({ name: 'ghi-chu.', size: 1 })).toMatchObject({ code: 'FILE_EXTENSION_MISSING' });
    expect(validateUploadCandidate({ name: ' . ', size: 1 })).toMatchObject({ code: 'FILE_NAME_MISSING' });
  });

  it('normalises names to one spelling and keeps the name otherwise', () => {
    expect(normalizeFileName('Bài tập.pdf  ')).toBe('Bài tập.pdf');
    expect(normalizeFileName('Ba\u0300i.pdf')).toBe('Bài.pdf');
    expect(normalizeFileName('a.b.c.txt')).toBe('a.b.c.txt');
    fc.assert(
      fc.property(safeText(40), pickerExtension, (base, ext) => {
        const name = `${base.trim()}.${ext}`;
        expect(normalizeFileName(`${name} ..`)).toBe(normalizeFileName(name));
      }),
    );
  });

  it('refuses bidirectional controls that disguise an extension', () => {
    expect(validateUploadCandidate({ name: 'bai-tap\u202Efdp.html', size: 1 })).toMatchObject({
      code: 'FILE_NAME_INVALID',
    });
  });

  it('only warns about a missing type (the warning reading)', () => {
    expect(validateUploadCandidate({ name: 'ghi-chu.md', size: 1, type: '' })).toEqual({
      ok: true,
      name: 'ghi-chu.md',
      extension: 'md',
      warnings: ['typeUnknown'],
      isNearLimit: false,
    });
  });
});

describe('validateUploadCandidate: the size (empty, above 300 MB)', () => {
  const check = (size: number) => validateUploadCandidate({ name: 'video.mp4', size, type: 'video/mp4' });

  it('refuses an empty file', () => {
    for (const size of [0, -1, Number.NaN]) {
      expect(check(size)).toEqual({ ok: false, code: 'FILE_EMPTY', message: 'File trống không được phép tải lên' });
    }
  });

  it('accepts exactly 300 MB with the near-limit warning and refuses one byte more', () => {
    expect(check(300 * MB)).toEqual({
      ok: true,
      name: 'video.mp4',
      extension: 'mp4',
      warnings: ['nearLimit'],
      isNearLimit: true,
    });
    expect(check(300 * MB + 1)).toEqual({
      ok: false,
      code: 'FILE_TOO_LARGE',
      message: 'File quá lớn (300.00MB). Giới hạn tối đa: 300MB',
    });
    expect(check(512 * MB)).toMatchObject({ message: 'File quá lớn (512.00MB). Giới hạn tối đa: 300MB' });
  });

  it('warns only above 250 MB', () => {
    expect(check(250 * MB)).toMatchObject({ ok: true, warnings: [], isNearLimit: false });
    expect(check(250 * MB + 1)).toMatchObject({
      ok: true,
      warnings: ['nearLimit'],
      isNearLimit: true,
    });
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 300 * MB }), (size) => {
        const result = check(size);
        expect(result.ok).toBe(true);
        expect(result.ok && result.isNearLimit).toBe(size > 250 * MB);
      }),
    );
  });

  it('skips the size rules while the size is unknown (the server streaming the bytes)', () => {
    expect(validateUploadCandidate({ name: 'video.mp4', type: 'video/mp4' })).toEqual({
      ok: true,
      name: 'video.mp4',
      extension: 'mp4',
      warnings: [],
      isNearLimit: false,
    });
  });
});

describe('storedFormat', () => {
  it('takes the MIME subtype, normalised', () => {
    expect(storedFormat('application/pdf', 'a.pdf')).toBe('pdf');
    expect(storedFormat('Image/PNG; charset=binary', 'a.png')).toBe('png');
    expect(storedFormat('application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'a.docx')).toBe(
      'vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
  });

  it('falls back to the extension of at most 12 characters, else unknown', () => {
    expect(storedFormat(undefined, 'ghi-chu.MD')).toBe('md');
    expect(storedFormat('application/octet-stream', 'bang.numbers')).toBe('numbers');
    expect(storedFormat('', 'README')).toBe('unknown');
    const extension = fc
      .array(fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789'.split('')), { minLength: 1, maxLength: 20 })
      .map((characters) => characters.join(''));
    fc.assert(
      fc.property(extension, fc.constantFrom(undefined, '', 'application/octet-stream'), (ext, type) => {
        expect(storedFormat(type, `tai-lieu.${ext}`)).toBe(ext.length <= 12 ? ext : 'unknown');
      }),
    );
  });
});

describe('uploadStoreFor (routing by size)', () => {
  it('sends files below 10 MB to media and from 10 MB to storage', () => {
    expect(uploadStoreFor(1)).toBe('media');
    expect(uploadStoreFor(10 * MB - 1)).toBe('media');
    expect(uploadStoreFor(10 * MB)).toBe('storage');
    expect(uploadStoreFor(300 * MB)).toBe('storage');
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 300 * MB }), (size) => {
        expect(uploadStoreFor(size)).toBe(size < 10 * MB ? 'media' : 'storage');
      }),
    );
  });
});

describe('the picker list (with the blocked list winning)', () => {
  it('offers no blocked extension, and every offered one passes the check', () => {
    expect(PICKER_EXTENSIONS.length).toBeGreaterThan(30);
    for (const ext of PICKER_EXTENSIONS) {
      expect(BLOCKED_EXTENSIONS.has(ext)).toBe(false);
      expect(validateUploadCandidate({ name: `tai-lieu.${ext}`, size: 1, type: '' }).ok).toBe(true);
    }
    for (const ext of ['pdf', 'docx', 'xlsx', 'pptx', 'mp4', 'png', 'mp3', 'md'])
      expect(PICKER_EXTENSIONS).toContain(ext);
    for (const ext of ['html', 'svg', 'js', 'xml']) expect(PICKER_EXTENSIONS).not.toContain(ext);
  });

  it('builds the accept attribute from the same list', () => {
    expect(pickerAcceptAttribute.split(',')).toEqual(PICKER_EXTENSIONS.map((ext) => `.${ext}`));
    for (const ext of BLOCKED_EXTENSIONS) expect(pickerAcceptAttribute.split(',')).not.toContain(`.${ext}`);
  });
});
