// Which characters the text people type may hold (display names, descriptions, reasons, file names),
// shared by the forms and the server so that both refuse the same text.

/**
 * U+0000 (NUL): nobody types it, and PostgreSQL cannot store it in text: a NUL that reached a query would
 * fail there as a 500. The server refuses it in every part of every request (server/http/text-input.ts).
 */
export function containsNul(text: string): boolean {
  return text.includes('\u0000');
}

// Control characters (line breaks among them), the line and paragraph separators, and the invisible
// direction marks, embeddings, overrides and isolates that make `bai-tap\u202Efdp.html` read as
// `bai-taplmth.pdf` and let a name change how the text around it reads.
// eslint-disable-next-line no-control-regex
const NOT_IN_ONE_LINE = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

// Text of several lines (a textarea) may break lines and hold tabs; no other control character.
// eslint-disable-next-line no-control-regex
const NOT_IN_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/** A one-line text (a display name, a file name, a payment description) holds none of NOT_IN_ONE_LINE. */
export function isSafeSingleLineText(text: string): boolean {
  return !NOT_IN_ONE_LINE.test(text);
}

/** A text of several lines (a description, a report, a moderation reason): line breaks and tabs only. */
export function isSafeMultiLineText(text: string): boolean {
  return !NOT_IN_LINES.test(text);
}

/**
 * A one-line text made safe rather than refused, for text nobody typed here (a Google profile's name):
 * each run of refused characters becomes one space, and the result is trimmed.
 */
export function toSafeSingleLineText(text: string): string {
  return text.replace(new RegExp(`${NOT_IN_ONE_LINE.source}+`, 'g'), ' ').trim();
}
