import { describe, expect, it } from 'vitest';
import {
  arpabetToIpa,
  countNuclei,
  demoteUnstressedPrefix,
  findMorphemeBreak,
  primaryStressSyllable,
  regularizeEndings,
  regularizePrefix,
} from './ipa.mjs';

describe('arpabetToIpa', () => {
  it.each([
    ['office', 'AO1 F IH0 S', 'ˈɑːfɪs'],
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

  it('writes the thought vowel ɑː except before r, and the near vowel ɪ before r', () => {
    expect(arpabetToIpa('L AO1')).toBe('lɑː');
    expect(arpabetToIpa('K AE1 T AH0 L AO0 G')).toBe('ˈkætəlɑɡ');
    expect(arpabetToIpa('N AO1 R TH')).toBe('nɔːrθ');
    expect(arpabetToIpa('P IY1 R IY0 AH0 D')).toBe('ˈpɪriəd');
    expect(arpabetToIpa('K ER0 IH1 R')).toBe('kəˈrɪr');
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

  it('takes a two-letter second word only when it is a particle', () => {
    const words: Record<string, string> = { habit: 'HH AE1 B AH0 T', at: 'AE1 T', back: 'B AE1 K', up: 'AH1 P' };
    expect(findMorphemeBreak('habitat', 'HH AE1 B AH0 T AE2 T', (word) => words[word])).toBeUndefined();
    expect(findMorphemeBreak('backup', 'B AE1 K AH2 P', (word) => words[word])).toBe(3);
  });

  it('ignores an unstressed prefix and letter-name entries', () => {
    expect(findMorphemeBreak('display', 'D IH0 S P L EY1', lookUp)).toBeUndefined();
    expect(findMorphemeBreak('asset', 'AE1 S EH2 T', lookUp)).toBeUndefined();
  });
});

describe('demoteUnstressedPrefix', () => {
  it.each([
    ['investment', 'IH2 N V EH1 S T M AH0 N T', 'IH0 N V EH1 S T M AH0 N T', 'ɪnˈvɛstmənt'],
    ['insurance', 'IH2 N SH UH1 R AH0 N S', 'IH0 N SH UH1 R AH0 N S', 'ɪnˈʃʊrəns'],
    ['install', 'IH2 N S T AO1 L', 'IH0 N S T AO1 L', 'ɪnˈstɑːl'],
    ['inspect', 'IH2 N S P EH1 K T', 'IH0 N S P EH1 K T', 'ɪnˈspɛkt'],
    ['impression', 'IH2 M P R EH1 SH AH0 N', 'IH0 M P R EH1 SH AH0 N', 'ɪmˈprɛʃən'],
    ['ingredient', 'IH2 N G R IY1 D IY0 AH0 N T', 'IH0 N G R IY1 D IY0 AH0 N T', 'ɪnˈɡriːdiənt'],
    ['inflation', 'IH2 N F L EY1 SH AH0 N', 'IH0 N F L EY1 SH AH0 N', 'ɪnˈfleɪʃən'],
    ['endorse', 'EH2 N D AO1 R S', 'IH0 N D AO1 R S', 'ɪnˈdɔːrs'],
    ['employee', 'EH0 M P L OY1 IY0', 'IH0 M P L OY1 IY0', 'ɪmˈplɔɪi'],
  ])('unstresses the prefix of %s', (word, arpabet, expected, ipa) => {
    expect(demoteUnstressedPrefix(word, arpabet)).toBe(expected);
    expect(arpabetToIpa(demoteUnstressedPrefix(word, arpabet))).toBe(ipa);
  });

  it('keeps a prefix stressed before an unstressed syllable, and other words alone', () => {
    const introduction = 'IH2 N T R AH0 D AH1 K SH AH0 N';
    expect(demoteUnstressedPrefix('introduction', introduction)).toBe(introduction);
    expect(demoteUnstressedPrefix('engineer', 'EH2 N JH AH0 N IH1 R')).toBe('EH2 N JH AH0 N IH1 R');
    expect(demoteUnstressedPrefix('interview', 'IH1 N T ER0 V Y UW2')).toBe('IH1 N T ER0 V Y UW2');
    expect(demoteUnstressedPrefix('discuss', 'D IH0 S K AH1 S')).toBe('D IH0 S K AH1 S');
  });
});

describe('regularizePrefix', () => {
  it('writes unstressed re-, de-, pre-, e- as ɪ and pro- as ə', () => {
    expect(regularizePrefix('reduce', 'R AH0 D UW1 S')).toBe('R IH0 D UW1 S');
    expect(regularizePrefix('remind', 'R IY0 M AY1 N D')).toBe('R IH0 M AY1 N D');
    expect(regularizePrefix('deposit', 'D AH0 P AA1 Z AH0 T')).toBe('D IH0 P AA1 Z AH0 T');
    expect(regularizePrefix('preserve', 'P R AH0 Z ER1 V')).toBe('P R IH0 Z ER1 V');
    expect(regularizePrefix('edition', 'AH0 D IH1 SH AH0 N')).toBe('IH0 D IH1 SH AH0 N');
    expect(regularizePrefix('proficient', 'P R AA0 F IH1 SH AH0 N T')).toBe('P R AH0 F IH1 SH AH0 N T');
  });

  it('stresses a re- meaning again, and leaves stressed or unrelated first syllables', () => {
    expect(regularizePrefix('reschedule', 'R IY0 S K EH1 JH UW0 L', { again: true })).toBe('R IY2 S K EH1 JH UW0 L');
    expect(regularizePrefix('revenue', 'R EH1 V AH0 N UW2')).toBe('R EH1 V AH0 N UW2');
    expect(regularizePrefix('relocate', 'R IY2 L OW1 K EY0 T')).toBe('R IY2 L OW1 K EY0 T');
    expect(regularizePrefix('economy', 'IH0 K AA1 N AH0 M IY0')).toBe('IH0 K AA1 N AH0 M IY0');
    expect(regularizePrefix('rate', 'R EY1 T')).toBe('R EY1 T');
  });
});

describe('regularizeEndings', () => {
  it('writes -ed after t/d and -es after a sibilant with ɪ', () => {
    expect(regularizeEndings('dedicated', 'D EH1 D AH0 K EY0 T AH0 D')).toBe('D EH1 D AH0 K EY0 T IH0 D');
    expect(regularizeEndings('premises', 'P R EH1 M AH0 S AH0 Z')).toBe('P R EH1 M AH0 S IH0 Z');
    expect(regularizeEndings('method', 'M EH1 TH AH0 D')).toBe('M EH1 TH AH0 D');
  });
});

describe('primaryStressSyllable', () => {
  it('counts the syllables before the main stress, wherever the mark stands', () => {
    expect(primaryStressSyllable('ɪnˈvɛstmənt')).toBe(1);
    expect(primaryStressSyllable('ɪnvˈɛstmənt')).toBe(1);
    expect(primaryStressSyllable('ˌɛndʒəˈnɪr')).toBe(2);
    expect(primaryStressSyllable('ˌdaʊnˈtaʊn')).toBe(1);
    expect(primaryStressSyllable('tæks')).toBe(0);
    expect(countNuclei('ɪnˈɡriːdiənt')).toBe(4);
    expect(countNuclei('ˈɪnvəntˌoːɹi')).toBe(4);
  });
});
