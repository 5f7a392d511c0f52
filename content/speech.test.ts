// What the speech engines are given for the bundled content, read from disk when the tests run, so
// whatever lands in the content files is covered: every number, sum and title in words; and the
// heteronyms' espeak-ng phonemes stressed as their part of speech (when espeak-ng is installed).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { primaryStressSyllable } from '../scripts/content/ipa.mjs';
import { ESPEAK_HETERONYMS, espeakHeteronym } from '../src/shared/practice/heteronyms';
import { toSpeakable } from '../src/shared/practice/speakable';
import { findProgram } from '../src/server/platform/run-program';

const here = path.dirname(fileURLToPath(import.meta.url));
const readContent = <T>(file: string): T => JSON.parse(fs.readFileSync(path.join(here, file), 'utf8')) as T;

describe('every bundled text reaches the engine in words', () => {
  const sentences = readContent<{ sentences: { englishSentence: string }[] }>('sentences.json').sentences;
  const words = readContent<{ vocabulary: { word: string; wordType?: string }[] }>('vocabulary.json').vocabulary;
  const texts = [
    ...sentences.map((sentence) => ({ text: sentence.englishSentence, wordType: undefined })),
    ...words.map((word) => ({ text: word.word, wordType: word.wordType })),
  ];

  it('has no digit, $, %, clock time or title abbreviation left', () => {
    expect(texts.length).toBeGreaterThan(1000);
    const problems = texts.flatMap(({ text, wordType }) => {
      const spoken = toSpeakable(text, { wordType });
      const broken = /\d|\$|%|\b(Mr|Ms|Mrs|Dr)\.|\b[ap]\.m\./i.test(spoken);
      return broken ? [`${text} → ${spoken}`] : [];
    });
    expect(problems).toEqual([]);
  });

  it('keeps the sentence’s commas and final punctuation', () => {
    for (const { text } of texts) {
      const spoken = toSpeakable(text);
      expect(spoken.split(',').length, text).toBe(text.split(',').length);
      expect(spoken.at(-1), text).toBe(/[.?!]$/.test(text) ? text.at(-1) : spoken.at(-1));
    }
  });
});

const espeakInstalled = () => findProgram(undefined, ['espeak-ng']) !== undefined;

describe.skipIf(!espeakInstalled())('the heteronyms, read by espeak-ng', () => {
  const stressOf = (phonemes: string) =>
    primaryStressSyllable(
      execFileSync('espeak-ng', ['-q', '--ipa', '-v', 'en-us', `[[${phonemes}]]`], { encoding: 'utf8' }).trim(),
    );

  it('stress the noun on its first syllable and the verb on its second', () => {
    for (const word of ESPEAK_HETERONYMS) {
      expect(stressOf(espeakHeteronym(word, 'noun')!), `${word} (noun)`).toBe(0);
      expect(stressOf(espeakHeteronym(word, 'verb')!), `${word} (verb)`).toBe(1);
    }
  });
});
