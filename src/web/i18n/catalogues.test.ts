// Both catalogues hold the same keys, every message parses as ICU MessageFormat, the English one takes the
// same arguments as the Vietnamese one, and no key is defined by two areas (the spread would hide one).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import vi from './messages/vi';
import en from './messages/en';

const AREAS_DIR = join(import.meta.dirname, 'messages', 'vi');

/** The argument and tag names a message uses, sorted. */
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
      names.add(element.value);
      if (element.type === TYPE.tag) walk(element.children);
      if (element.type === TYPE.plural || element.type === TYPE.select) {
        for (const option of Object.values(element.options)) walk(option.value);
      }
    }
  };
  walk(parse(message));
  return [...names].sort();
}

describe('message catalogues', () => {
  it('hold the same keys in both languages', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(vi).sort());
  });

  it('parse, and each English message takes the Vietnamese one’s arguments', () => {
    for (const [id, message] of Object.entries(vi)) {
      const english = (en as Record<string, string | undefined>)[id] ?? '';
      expect(() => parse(message), id).not.toThrow();
      expect(() => parse(english), id).not.toThrow();
      expect(argumentsOf(english), id).toEqual(argumentsOf(message));
    }
  });

  it('never define one key in two areas', async () => {
    const seen = new Map<string, string>();
    for (const file of readdirSync(AREAS_DIR).filter((name) => name !== 'index.ts')) {
      const area = (await import(`./messages/vi/${file.replace(/\.ts$/, '')}`)) as { default: object };
      for (const id of Object.keys(area.default)) {
        expect(seen.get(id), `${id} in ${file}`).toBeUndefined();
        seen.set(id, file);
      }
    }
  });
});
