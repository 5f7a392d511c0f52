import { describe, expect, it } from 'vitest';
import { entryPhonetic, ipaProblem, stressAgrees, tokenPhonetic } from './phonetic.mjs';

describe('entryPhonetic', () => {
  it('builds a phrase from its words, space-separated', () => {
    expect(entryPhonetic('fill out')).toBe('fɪl aʊt');
    expect(entryPhonetic('on behalf of')).toBe('ɑːn bɪˈhæf ʌv');
    expect(entryPhonetic('in stock')).toBe('ɪn stɑːk');
  });

  it('reads a hyphenated compound as one word, stressed on its last part', () => {
    expect(entryPhonetic('long-term')).toBe('ˌlɑːŋˈtɝm');
  });

  it('applies the overrides of CMU errors and noun readings', () => {
    expect(entryPhonetic('inventory')).toBe('ˈɪnvənˌtɔːri');
    expect(entryPhonetic('document')).toBe('ˈdɑːkjəmənt');
    expect(entryPhonetic('outdated')).toBe('ˌaʊtˈdeɪtɪd');
    expect(entryPhonetic('advertisement')).toBe('ˌædvɚˈtaɪzmənt');
    expect(entryPhonetic('candidate')).toBe('ˈkændɪdeɪt');
    expect(entryPhonetic('dedicated')).toBe('ˈdɛdɪkeɪtɪd');
    expect(entryPhonetic('investment')).toBe('ɪnˈvɛstmənt');
    expect(entryPhonetic('reschedule')).toBe('ˌriːˈskɛdʒul');
    expect(entryPhonetic('implement')).toBe('ˈɪmpləˌmɛnt');
    expect(entryPhonetic('résumé')).toBe('ˈrɛzəˌmeɪ');
  });

  it('stresses a phrasal verb on its particle, a verb before a preposition on the verb', () => {
    expect(entryPhonetic('fill out', 'phrasal verb')).toBe('fɪl ˈaʊt');
    expect(entryPhonetic('carry out', 'phrasal verb')).toBe('ˌkæri ˈaʊt');
    expect(entryPhonetic('come up with', 'phrasal verb')).toBe('kʌm ˈʌp wɪð');
    expect(entryPhonetic('look forward to', 'phrasal verb')).toBe('lʊk ˈfɔːrwɚd tuː');
    expect(entryPhonetic('deal with', 'phrasal verb')).toBe('ˈdiːl wɪð');
    expect(entryPhonetic('report to', 'phrasal verb')).toBe('rɪˈpɔːrt tuː');
    // Other multi-word entries keep each word's own stress.
    expect(entryPhonetic('fill out', 'phrase')).toBe('fɪl aʊt');
  });

  it('is undefined when a word is not in the dictionary', () => {
    expect(entryPhonetic('fill qwxz')).toBeUndefined();
    expect(tokenPhonetic('qwxz-term')).toBeUndefined();
  });
});

describe('ipaProblem (what content:build refuses)', () => {
  const checked = {
    budget: { ours: 'ˈbʌdʒɪt', espeak: 'bˈʌdʒɪt' },
    record: { ours: 'rɪˈkɔːrd', espeak: 'ɹˈɛkɚd' },
  };
  const reviewed = { refund: { ipa: 'ˈriːˌfʌnd', note: 'the noun' } };

  it('passes an IPA checked and agreed with, or reviewed as it is', () => {
    expect(stressAgrees('ˈbʌdʒɪt', 'bˈʌdʒɪt')).toBe(true);
    expect(ipaProblem('budget', 'ˈbʌdʒɪt', checked, reviewed)).toBeUndefined();
    expect(ipaProblem('refund', 'ˈriːˌfʌnd', checked, reviewed)).toBeUndefined();
  });

  it('refuses an unreviewed disagreement, an unchecked or changed IPA and a stale review', () => {
    expect(ipaProblem('record', 'rɪˈkɔːrd', checked, reviewed)).toMatch(/stress different syllables/);
    expect(ipaProblem('agenda', 'əˈdʒɛndə', checked, reviewed)).toMatch(/never checked/);
    expect(ipaProblem('budget', 'ˈbʌdʒət', checked, reviewed)).toMatch(/checked as ˈbʌdʒɪt/);
    expect(ipaProblem('refund', 'rɪˈfʌnd', checked, reviewed)).toMatch(/reviewed as ˈriːˌfʌnd/);
  });
});
