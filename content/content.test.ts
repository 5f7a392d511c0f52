// The bundled practice content (issue 4): the start-up seed must load without a single rejected row, and
// hold enough words and sentences for the practice sets (20 words, 10 sentences each).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseContentJson } from '../src/server/practice/content-rows';

const here = path.dirname(fileURLToPath(import.meta.url));
const read = (file: string) => fs.readFileSync(path.join(here, file), 'utf8');

describe('content/vocabulary.json', () => {
  const text = read('vocabulary.json');
  const parsed = parseContentJson(text);
  const raw = (JSON.parse(text) as { vocabulary: { word: string }[] }).vocabulary;

  it('parses without errors or repeated words', () => {
    expect(parsed.errors).toEqual([]);
    expect(parsed.duplicateWords).toBe(0);
    expect(parsed.vocabulary).toHaveLength(raw.length);
  });

  it('has at least 480 distinct words in at least 12 topics of 20 or more', () => {
    expect(new Set(parsed.vocabulary.map((row) => row.word.toLowerCase())).size).toBeGreaterThanOrEqual(480);
    const perTopic = new Map<string, number>();
    for (const row of parsed.vocabulary) perTopic.set(row.topic, (perTopic.get(row.topic) ?? 0) + 1);
    expect(perTopic.size).toBeGreaterThanOrEqual(12);
    for (const [topic, count] of perTopic) expect(count, topic).toBeGreaterThanOrEqual(20);
  });

  it('gives every word a topic, a type, a phonetic and a meaning', () => {
    for (const row of parsed.vocabulary) {
      expect(row.topic, row.word).not.toBe('');
      expect(row.wordType, row.word).toMatch(/^(noun|verb|adjective|adverb)$/);
      expect(row.phonetic, row.word).not.toBe('');
      expect(row.phonetic, row.word).not.toMatch(/[[\]/]/);
      expect(row.meaning, row.word).not.toBe('');
      expect(row.meaning, row.word).toBe(row.meaning.normalize('NFC'));
    }
  });

  it('is built from the current source CSV (npm run content:build)', () => {
    const sourceWords = read('source/vocabulary.csv')
      .trim()
      .split('\n')
      .slice(1)
      .map((line) => line.split(',')[1]);
    expect(parsed.vocabulary.map((row) => row.word)).toEqual(sourceWords);
  });
});

describe('content/sentences.json', () => {
  const text = read('sentences.json');
  const parsed = parseContentJson(text);
  const raw = (JSON.parse(text) as { sentences: { englishSentence: string }[] }).sentences;

  it('parses without errors', () => {
    expect(parsed.errors).toEqual([]);
    expect(parsed.sentences).toHaveLength(raw.length);
  });

  it('has at least 40 sentences in each part', () => {
    for (const part of ['part1', 'part2', 'part3', 'part4']) {
      expect(parsed.sentences.filter((row) => row.part === part).length, part).toBeGreaterThanOrEqual(40);
    }
  });

  it('repeats no sentence', () => {
    const english = raw.map((row) => row.englishSentence.trim().toLowerCase());
    expect(english.filter((sentence, index) => english.indexOf(sentence) !== index)).toEqual([]);
  });

  // Dictation compares typed text with the sentence, so only characters a learner can type plainly.
  it('keeps sentences dictation-friendly: 6 to 16 words, letters, digits and plain punctuation', () => {
    for (const row of parsed.sentences) {
      const words = row.englishSentence.split(/\s+/).length;
      expect(words, row.englishSentence).toBeGreaterThanOrEqual(6);
      expect(words, row.englishSentence).toBeLessThanOrEqual(16);
      expect(row.englishSentence).toMatch(/^[A-Za-z0-9 .,?!']+$/);
      expect(row.vietnameseTranslation).toMatch(/^[\p{L}\p{N} .,?!']+$/u);
      expect(row.vietnameseTranslation).toBe(row.vietnameseTranslation.normalize('NFC'));
    }
  });
});
