import { describe, expect, it } from 'vitest';
import {
  CONTENT_HEAD_BYTES,
  createScriptTagScanner,
  findBlockedContent,
  type BlockedContentKind,
} from './content-signature';

const bytes = (...values: number[]) => Uint8Array.from(values);
const text = (value: string) => new TextEncoder().encode(value);
const concat = (...parts: Uint8Array[]) => Uint8Array.from(parts.flatMap((part) => [...part]));

describe('findBlockedContent (the blocked MIME types applied to the bytes)', () => {
  it.each<[string, Uint8Array, BlockedContentKind]>([
    ['a Windows PE', concat(text('MZ'), bytes(0x90, 0x00, 0x03, 0x00)), 'windows-executable'],
    ['a DOS program with the ZM signature', concat(text('ZM'), bytes(0x90, 0x00, 0x03, 0x00)), 'windows-executable'],
    ['a WebAssembly module', bytes(0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00), 'webassembly'],
    ['a PHP short echo tag', text('Xin chào <?= $_GET["c"] ?>'), 'php-script'],
    ['an ELF program', bytes(0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01), 'elf-executable'],
    ['a 32-bit big-endian Mach-O', bytes(0xfe, 0xed, 0xfa, 0xce, 0, 0, 0, 7), 'mach-o-executable'],
    ['a 64-bit big-endian Mach-O', bytes(0xfe, 0xed, 0xfa, 0xcf, 0, 0, 0, 7), 'mach-o-executable'],
    ['a 32-bit little-endian Mach-O', bytes(0xce, 0xfa, 0xed, 0xfe, 7, 0, 0, 0), 'mach-o-executable'],
    ['a 64-bit little-endian Mach-O', bytes(0xcf, 0xfa, 0xed, 0xfe, 7, 0, 0, 1), 'mach-o-executable'],
    ['a Mach-O universal binary', bytes(0xca, 0xfe, 0xba, 0xbe, 0, 0, 0, 2), 'mach-o-fat-or-java-class'],
    ['a 64-bit Mach-O universal binary', bytes(0xca, 0xfe, 0xba, 0xbf, 0, 0, 0, 2), 'mach-o-fat-or-java-class'],
    ['a byte-swapped universal binary', bytes(0xbe, 0xba, 0xfe, 0xca, 2, 0, 0, 0), 'mach-o-fat-or-java-class'],
    ['a byte-swapped 64-bit universal binary', bytes(0xbf, 0xba, 0xfe, 0xca, 2, 0, 0, 0), 'mach-o-fat-or-java-class'],
    ['a Java class (Java 17)', bytes(0xca, 0xfe, 0xba, 0xbe, 0, 0, 0, 61), 'mach-o-fat-or-java-class'],
    ['a shell script', text('#!/bin/sh\nrm -rf ~\n'), 'interpreter-script'],
    ['a script through env', text('#! /usr/bin/env python3\nprint(1)\n'), 'interpreter-script'],
    [
      'an OLE compound file (MSI, legacy .doc)',
      bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0),
      'ole-compound-file',
    ],
    ['a PHP file', text('<?php echo "xin chào";'), 'php-script'],
    ['a PHP tag in capitals', text('<?PHP system($_GET["c"]);'), 'php-script'],
    ['PHP after some HTML', text(`<html><body>${'x'.repeat(500)}<?php phpinfo(); ?>`), 'php-script'],
    [
      'PHP behind a GIF header',
      concat(text('GIF89a'), bytes(1, 0, 1, 0, 0x80), text('<?php eval($_POST[0]);')),
      'php-script',
    ],
  ])('refuses %s', (_name, head, kind) => {
    expect(findBlockedContent(head)).toBe(kind);
  });

  it.each<[string, Uint8Array]>([
    ['a PDF', text('%PDF-1.7\n%âãÏÓ\n1 0 obj')],
    ['a PNG', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)],
    ['a zip-based office document (a jar is not told apart)', bytes(0x50, 0x4b, 0x03, 0x04, 0x14, 0x00)],
    ['XML', text('<?xml version="1.0" encoding="UTF-8"?><root/>')],
    ['Vietnamese text', text('Bài tập TOEIC part 5: chọn đáp án đúng.\n')],
    ['a Markdown heading', text('# Ghi chú\n#!important is not a script here')],
    ['text that mentions MZ later', text('Ghi chú: file .exe bắt đầu bằng MZ')],
    ['one byte of a signature', text('M')],
    ['the empty file (refused by size, not here)', new Uint8Array()],
    ['a half PHP tag at the end', text('Kết thúc bằng <?ph')],
  ])('lets %s through', (_name, head) => {
    expect(findBlockedContent(head)).toBeNull();
  });

  it('looks for PHP only in the first KiB', () => {
    const late = concat(new Uint8Array(CONTENT_HEAD_BYTES - 4).fill(0x20), text('<?php'));
    expect(findBlockedContent(late)).toBeNull();
    const inside = concat(new Uint8Array(CONTENT_HEAD_BYTES - 5).fill(0x20), text('<?php'));
    expect(findBlockedContent(inside)).toBe('php-script');
  });

  it('reads signatures at the very start only', () => {
    expect(findBlockedContent(concat(bytes(0x20), text('#!/bin/sh')))).toBeNull();
    expect(findBlockedContent(concat(bytes(0), bytes(0x7f, 0x45, 0x4c, 0x46)))).toBeNull();
  });

  it('scans a whole text file in chunks, finding a tag that straddles two of them', () => {
    const scanner = createScriptTagScanner();
    expect(scanner.push(text(`${'Bài tập. '.repeat(300)}<?p`))).toBe(false);
    expect(scanner.push(text('HP system($_GET[0]); ?>'))).toBe(true);
    const echo = createScriptTagScanner();
    expect(echo.push(text('a'.repeat(5000) + '<'))).toBe(false);
    expect(echo.push(text('?'))).toBe(false);
    expect(echo.push(text('= 1 ?>'))).toBe(true);
    const clean = createScriptTagScanner();
    for (let index = 0; index < 10; index++) expect(clean.push(text('Ghi chú <? không phải PHP ?> '))).toBe(false);
  });
});
