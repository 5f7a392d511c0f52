// The check of an upload's bytes ("again on the completed bytes"). The upload rules name blocked MIME types
// (executables, scripts, java archives, php, python, ruby, perl, shell) but a declared type is the uploader's
// word; this is that list applied to what the bytes are. Product rule: an upload whose first bytes are an
// executable or a script is refused whatever its name says, and so is an empty file (upload-rules.ts, by size).
//
// What is refused, by the bytes at the very start of the file unless said otherwise:
// - Windows and DOS executables, `MZ` (exe, dll, scr, sys, and the MZ kind of .com), and `ZM`, which DOS
//   also loads as a program.
// - WebAssembly modules, `00 61 73 6D` (`\0asm`).
// - ELF, `7F 45 4C 46` (Linux and BSD programs and libraries).
// - Mach-O, 32 and 64 bit in both byte orders (`FEEDFACE`, `FEEDFACF`, `CEFAEDFE`, `CFFAEDFE`).
// - `CAFEBABE`: a Mach-O universal (fat) binary and a compiled Java class share it; both are refused.
//   The fat variants `CAFEBABF` and the byte-swapped `BEBAFECA`/`BFBAFECA` too.
// - Scripts with an interpreter line, `#!` (shell, python, ruby, perl, node...).
// - PHP: `<?php` (any case) or the short echo tag `<?=` anywhere in the first KiB (a PHP file may start with
//   HTML or a GIF header); in a text file (txt, md, csv...: TEXT_EXTENSIONS), anywhere in the whole file,
//   which the server reads to its end (findScriptTagIn). Binary files are not read whole for them: in 300 MB
//   of compressed video five given bytes occur by chance about once in a hundred files, three bytes dozens of
//   times, so such a rule would refuse ordinary videos.
// - OLE compound files, `D0 CF 11 E0 A1 B1 1A E1`: MSI installers, but also legacy .doc/.xls/.ppt,
//   Outlook .msg and Visio .vsd. Decision: refused. The legacy office extensions are already blocked by
//   the upload rules for their macros; their bytes renamed to .pdf carry the same macros.
// Not detected (documented in docs/decisions.md): scripts without an interpreter line (a .py, .rb, .ps1,
// .bat, .vbs or .js file is plain text; the extension rules refuse those names), and a jar renamed to .docx:
// jar, docx, xlsx, pptx and epub are all zip archives, told apart only by reading the archive. The bytes need
// not match the extension: a harmless mismatch (random bytes named .pdf) is no risk.

/** How many bytes of a file's start the check reads. */
export const CONTENT_HEAD_BYTES = 1024;

export type BlockedContentKind =
  | 'windows-executable'
  | 'elf-executable'
  | 'mach-o-executable'
  | 'mach-o-fat-or-java-class'
  | 'webassembly'
  | 'interpreter-script'
  | 'php-script'
  | 'ole-compound-file';

const SIGNATURES: readonly { kind: BlockedContentKind; bytes: readonly number[] }[] = [
  { kind: 'windows-executable', bytes: [0x4d, 0x5a] },
  { kind: 'windows-executable', bytes: [0x5a, 0x4d] },
  { kind: 'webassembly', bytes: [0x00, 0x61, 0x73, 0x6d] },
  { kind: 'elf-executable', bytes: [0x7f, 0x45, 0x4c, 0x46] },
  { kind: 'mach-o-executable', bytes: [0xfe, 0xed, 0xfa, 0xce] },
  { kind: 'mach-o-executable', bytes: [0xfe, 0xed, 0xfa, 0xcf] },
  { kind: 'mach-o-executable', bytes: [0xce, 0xfa, 0xed, 0xfe] },
  { kind: 'mach-o-executable', bytes: [0xcf, 0xfa, 0xed, 0xfe] },
  { kind: 'mach-o-fat-or-java-class', bytes: [0xca, 0xfe, 0xba, 0xbe] },
  { kind: 'mach-o-fat-or-java-class', bytes: [0xca, 0xfe, 0xba, 0xbf] },
  { kind: 'mach-o-fat-or-java-class', bytes: [0xbe, 0xba, 0xfe, 0xca] },
  { kind: 'mach-o-fat-or-java-class', bytes: [0xbf, 0xba, 0xfe, 0xca] },
  { kind: 'interpreter-script', bytes: [0x23, 0x21] },
  { kind: 'ole-compound-file', bytes: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1] },
];

const PHP_OPEN_TAG = '<?php';
/** The longest tag minus one: what a chunked scan keeps from one chunk to look at with the next. */
const SCRIPT_TAG_OVERLAP = PHP_OPEN_TAG.length - 1;

/**
 * What kind of executable or script `head` (the first bytes of a file, CONTENT_HEAD_BYTES are enough)
 * starts, or null when it is none of them. Pure: the server runs it on every upload's bytes and the upload
 * modal on the picked file.
 */
export function findBlockedContent(head: Uint8Array): BlockedContentKind | null {
  for (const { kind, bytes } of SIGNATURES) {
    if (startsWith(head, bytes)) return kind;
  }
  return containsScriptTag(head.subarray(0, CONTENT_HEAD_BYTES)) ? 'php-script' : null;
}

/**
 * A scan of a whole text file for PHP's open tags, fed chunk by chunk (a tag may straddle two chunks).
 * `push` answers true once a tag has been seen.
 */
export function createScriptTagScanner(): { push(chunk: Uint8Array): boolean } {
  let carry = new Uint8Array(0);
  let isFound = false;
  return {
    push(chunk) {
      if (isFound) return true;
      const window = new Uint8Array(carry.length + chunk.length);
      window.set(carry);
      window.set(chunk, carry.length);
      isFound = containsScriptTag(window);
      carry = window.slice(Math.max(0, window.length - SCRIPT_TAG_OVERLAP));
      return isFound;
    },
  };
}

function startsWith(head: Uint8Array, bytes: readonly number[]): boolean {
  return head.length >= bytes.length && bytes.every((byte, index) => head[index] === byte);
}

/** `<?php` in any case, or `<?=`, read byte by byte (the bytes may be any binary, and may end inside a character). */
function containsScriptTag(window: Uint8Array): boolean {
  for (let start = 0; start + 2 < window.length; start++) {
    if (window[start] !== 0x3c || window[start + 1] !== 0x3f) continue;
    if (window[start + 2] === 0x3d) return true;
    if (start + PHP_OPEN_TAG.length > window.length) continue;
    let isTag = true;
    for (let offset = 2; offset < PHP_OPEN_TAG.length; offset++) {
      // ASCII letters only: OR-ing 0x20 lower-cases them.
      if ((window[start + offset]! | 0x20) !== PHP_OPEN_TAG.charCodeAt(offset)) {
        isTag = false;
        break;
      }
    }
    if (isTag) return true;
  }
  return false;
}
