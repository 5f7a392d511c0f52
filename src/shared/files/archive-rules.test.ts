// The path and name rules of an archive's entries (archive-rules.ts).
import { describe, expect, it } from 'vitest';
import { ARCHIVE, MB } from '../constants';
import {
  duplicateKey,
  entryNameRefusal,
  folderRefusal,
  isBombRatio,
  isMacMetadataPath,
  isSafeArchivePath,
} from './archive-rules';
import { ARCHIVE_MESSAGES, blockedExtensionMessage, UPLOAD_RULE_MESSAGES } from './messages';
import { pickerAcceptAttribute, validateUploadCandidate } from './upload-rules';

describe('isSafeArchivePath', () => {
  it.each(['a.pdf', 'Unit 1/track 01.mp3', 'a/b/c/', 'Đề thi/đáp án.txt'])('keeps %s', (path) => {
    expect(isSafeArchivePath(path)).toBe(true);
  });
  it.each([
    '',
    '../x.pdf',
    'a/../../x.pdf',
    '/etc/x.pdf',
    'C:/x.pdf',
    'c:x.pdf',
    'a\\b.pdf',
    'a//b.pdf',
    './a.pdf',
    'a/./b.pdf',
    `${'a/'.repeat(ARCHIVE.maxPathLength / 2)}b.pdf`,
  ])('refuses %s', (path) => {
    expect(isSafeArchivePath(path)).toBe(false);
  });
});

describe('entryNameRefusal', () => {
  it('passes an allowed name of any size up to the limit', () => {
    expect(entryNameRefusal('Unit 1/track.mp3', 5 * MB)).toBeNull();
    expect(entryNameRefusal('a.pdf', ARCHIVE.maxEntryBytes)).toBeNull();
  });
  it.each([
    ['../x.pdf', 1, ARCHIVE_MESSAGES.entryUnsafePath('../x.pdf')],
    ['setup.exe', 1, ARCHIVE_MESSAGES.entryBlockedExtension('setup.exe', 'exe')],
    ['trang.svg', 1, ARCHIVE_MESSAGES.entryBlockedExtension('trang.svg', 'svg')],
    ['goi.zip', 1, ARCHIVE_MESSAGES.entryNestedArchive('goi.zip')],
    ['goi.tar.gz', 1, ARCHIVE_MESSAGES.entryNestedArchive('goi.tar.gz')],
    ['README', 1, ARCHIVE_MESSAGES.entryNameInvalid('README', UPLOAD_RULE_MESSAGES.extensionMissing)],
    ['a/.an.pdf', 1, ARCHIVE_MESSAGES.entryNameInvalid('a/.an.pdf', UPLOAD_RULE_MESSAGES.nameInvalid)],
    ['a|b/x.pdf', 1, ARCHIVE_MESSAGES.entryNameInvalid('a|b/x.pdf', UPLOAD_RULE_MESSAGES.nameInvalid)],
    ['x.exe.', 1, ARCHIVE_MESSAGES.entryNameInvalid('x.exe.', UPLOAD_RULE_MESSAGES.nameInvalid)],
    ['x.pdf ', 1, ARCHIVE_MESSAGES.entryNameInvalid('x.pdf ', UPLOAD_RULE_MESSAGES.nameInvalid)],
    ['trong.txt', 0, ARCHIVE_MESSAGES.entryEmpty('trong.txt')],
    ['lon.mp4', ARCHIVE.maxEntryBytes + 1, ARCHIVE_MESSAGES.entryTooLarge('lon.mp4', 300)],
  ])('refuses %s (%d bytes)', (path, size, message) => {
    expect(entryNameRefusal(path, size)).toBe(message);
  });
  it('holds macOS metadata to the path and size rules only', () => {
    expect(isMacMetadataPath('__MACOSX/Unit 1/._track.mp3')).toBe(true);
    expect(isMacMetadataPath('Unit 1/.DS_Store')).toBe(true);
    expect(entryNameRefusal('__MACOSX/Unit 1/._track.mp3', 120)).toBeNull();
    expect(entryNameRefusal('__MACOSX/../x', 120)).toBe(ARCHIVE_MESSAGES.entryUnsafePath('__MACOSX/../x'));
  });
});

describe('folderRefusal', () => {
  it('passes a folder and refuses one that leaves the archive or has a bad name', () => {
    expect(folderRefusal('Unit 1/Bài nghe/')).toBeNull();
    expect(folderRefusal('__MACOSX/')).toBeNull();
    expect(folderRefusal('../')).toBe(ARCHIVE_MESSAGES.entryUnsafePath('../'));
    expect(folderRefusal('.git/')).toBe(ARCHIVE_MESSAGES.entryNameInvalid('.git/', UPLOAD_RULE_MESSAGES.nameInvalid));
  });
});

describe('isBombRatio and duplicateKey', () => {
  it('judges the ratio above the floor only', () => {
    expect(isBombRatio(ARCHIVE.ratioFloorBytes, 1)).toBe(false);
    expect(isBombRatio(ARCHIVE.ratioFloorBytes + 1, 1)).toBe(true);
    expect(isBombRatio(100 * MB, MB)).toBe(false);
    expect(isBombRatio(100 * MB + 1, MB)).toBe(true);
  });
  it('takes names that differ in case or composition as one', () => {
    expect(duplicateKey('Bài 1.PDF')).toBe(duplicateKey('ba\u0300i 1.pdf'));
  });
});

describe('a zip as an upload', () => {
  it('is offered by the picker and passes the name rules; other archives do not', () => {
    expect(pickerAcceptAttribute.split(',')).toContain('.zip');
    expect(validateUploadCandidate({ name: 'Goi nghe.zip', size: 10, type: 'application/zip' })).toMatchObject({
      ok: true,
    });
    for (const ext of ['7z', 'rar', 'tar', 'gz']) {
      expect(pickerAcceptAttribute.split(',')).not.toContain(`.${ext}`);
      expect(validateUploadCandidate({ name: `goi.${ext}`, size: 10 })).toMatchObject({
        ok: false,
        message: blockedExtensionMessage(ext),
      });
    }
  });
});
