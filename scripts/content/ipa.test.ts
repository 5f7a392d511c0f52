import { describe, expect, it } from 'vitest';
import { arpabetToIpa, findMorphemeBreak } from './ipa.mjs';

describe('arpabetToIpa', () => {
  it.each([
    ['office', 'AO1 F IH0 S', 'ˈɔːfɪs'],
    ['schedule', 'S K EH1 JH UH0 L', 'ˈskɛdʒʊl'],
    ['budget', 'B AH1 JH IH0 T', 'ˈbʌdʒɪt'],
    ['invoice', 'IH1 N V OY0 S', 'ˈɪnvɔɪs'],
    ['city', 'S IH1 T IY0', 'ˈsɪti'],
    ['computer', 'K AH0 M P Y UW1 T ER0', 'kəmˈpjuːtɚ'],
    ['survey', 'S ER1 V EY2', 'ˈsɝˌveɪ'],
  ])('converts %s', (_word, arpabet, ipa) => {
    expect(arpabetToIpa(arpabet)).toBe(ipa);
  });

  it('puts the stress mark before the longest legal onset', () => {
    expect(arpabetToIpa('D EH2 S T AH0 N EY1 SH AH0 N')).toBe('ˌdɛstəˈneɪʃən');
    expect(arpabetToIpa('IH0 K S P EH1 N D AH0 CH ER0')).toBe('ɪkˈspɛndətʃɚ');
    expect(arpabetToIpa('P OW0 S T P OW1 N')).toBe('poʊstˈpoʊn');
    expect(arpabetToIpa('T R AE0 N S F ER1')).toBe('trænsˈfɝ');
  });

  it('marks secondary stress and a stressed first vowel', () => {
    expect(arpabetToIpa('HH EH1 D K W AO2 R T ER0 Z')).toBe('ˈhɛdˌkwɔːrtɚz');
    expect(arpabetToIpa('AE1 S AH0 T')).toBe('ˈæsət');
  });

  it('leaves one-syllable words unmarked and keeps one primary stress', () => {
    expect(arpabetToIpa('T AE1 K S')).toBe('tæks');
    expect(arpabetToIpa('D AW1 N T AW1 N')).toBe('ˌdaʊnˈtaʊn');
  });

  it('moves the r of an unstressed ER before a vowel into the next syllable', () => {
    expect(arpabetToIpa('ER0 EY1 N JH')).toBe('əˈreɪndʒ');
    expect(arpabetToIpa('S AE1 L ER0 IY0')).toBe('ˈsæləri');
    expect(arpabetToIpa('AA1 P ER0 EY2 T')).toBe('ˈɑːpəˌreɪt');
  });

  it('keeps an onset from reaching back across a morpheme break', () => {
    expect(arpabetToIpa('CH EH1 K AW2 T')).toBe('ˈtʃɛˌkaʊt');
    expect(arpabetToIpa('CH EH1 K AW2 T', { morphemeBreaks: [3] })).toBe('ˈtʃɛkˌaʊt');
    expect(arpabetToIpa('P AE1 S P AO2 R T', { morphemeBreaks: [3] })).toBe('ˈpæsˌpɔːrt');
  });

  it('rejects what is not ARPAbet', () => {
    expect(() => arpabetToIpa('AO1 F Q0 S')).toThrow(/not an ARPAbet phone/);
    expect(() => arpabetToIpa('AO F IH0 S')).toThrow(/not an ARPAbet phone/);
  });
});

describe('findMorphemeBreak', () => {
  const dictionary: Record<string, string> = {
    check: 'CH EH1 K',
    out: 'AW1 T',
    dis: 'D IH1 S',
    play: 'P L EY1',
    ass: 'AE1 S',
    et: 'EH1 T',
  };
  const lookUp = (word: string) => dictionary[word];

  it('finds where the second word of a compound starts', () => {
    expect(findMorphemeBreak('checkout', 'CH EH1 K AW2 T', lookUp)).toBe(3);
  });

  it('ignores an unstressed prefix and letter-name entries', () => {
    expect(findMorphemeBreak('display', 'D IH0 S P L EY1', lookUp)).toBeUndefined();
    expect(findMorphemeBreak('asset', 'AE1 S EH2 T', lookUp)).toBeUndefined();
  });
});
