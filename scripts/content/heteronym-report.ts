// npm run content:heteronyms (development only; needs espeak-ng: apt-get install espeak-ng)
// How espeak-ng stresses the bundled nouns and verbs, read as plain text and as the audio build gives them
// to it (toSpeakable with phoneme input: a noun/verb heteronym as the phonemes of its part of speech).
// Prints, per part of speech, how many words espeak-ng stresses on another syllable than their IPA, before
// and after, and lists them; words still wrong are candidates for src/shared/practice/heteronyms.ts.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stressAgrees } from './phonetic.mjs';
import { toSpeakable } from '../../src/shared/practice/speakable';
import { findProgram } from '../../src/server/platform/run-program';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

interface Word {
  word: string;
  wordType: string;
  phonetic: string;
}

/** espeak-ng's IPA for each line (one clause per line, so one reading per line). */
function espeakIpa(lines: string[]): string[] {
  const output = execFileSync('espeak-ng', ['-q', '--ipa', '-v', 'en-us', '--stdin'], {
    input: lines.map((line) => `${line}.`).join('\n'),
    encoding: 'utf8',
  });
  const readings = output
    .split('\n')
    .map((line) => line.trim().replaceAll(' ', ''))
    .filter(Boolean);
  if (readings.length !== lines.length) throw new Error(`espeak-ng gave ${readings.length} readings for ${lines.length}`);
  return readings;
}

function main(): number {
  if (!findProgram(undefined, ['espeak-ng'])) {
    console.error('espeak-ng is not installed (apt-get install espeak-ng)');
    return 1;
  }
  const vocabulary = (
    JSON.parse(fs.readFileSync(path.join(root, 'content/vocabulary.json'), 'utf8')) as { vocabulary: Word[] }
  ).vocabulary;
  for (const wordType of ['verb', 'noun']) {
    // One word each: a phrase's stress is its words', and the IPA is compared word by word elsewhere.
    const words = vocabulary.filter((item) => item.wordType === wordType && !/[\s-]/.test(item.word));
    const plain = espeakIpa(words.map((item) => item.word));
    const steered = espeakIpa(words.map((item) => toSpeakable(item.word, { wordType, phonemes: 'espeak' })));
    const wrongPlain = words.filter((item, index) => !stressAgrees(item.phonetic, plain[index]!));
    const wrongSteered = words.filter((item, index) => !stressAgrees(item.phonetic, steered[index]!));
    console.log(
      `${wordType}s: ${words.length} single words; espeak-ng stresses ${wrongPlain.length} wrong as plain text, ` +
        `${wrongSteered.length} as the audio build gives them`,
    );
    console.log(`  wrong as plain text: ${wrongPlain.map((item) => item.word).join(', ') || 'none'}`);
    console.log(`  still wrong: ${wrongSteered.map((item) => `${item.word} (${item.phonetic})`).join(', ') || 'none'}`);
  }
  return 0;
}

process.exitCode = main();
