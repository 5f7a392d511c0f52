// The phonetic of a bundled word or phrase (README "Practice content", docs/decisions.md): American IPA made
// from the CMU Pronouncing Dictionary, with the overrides below where the dictionary is wrong for a learner,
// and the rules of ipa.mjs. Shared by the build (build-vocabulary.mjs), the espeak-ng check (check-ipa.mjs)
// and the content test, so all three compute the same thing.
import { dictionary } from 'cmu-pronouncing-dictionary';
import {
  arpabetToIpa,
  demoteUnstressedPrefix,
  findMorphemeBreak,
  primaryStressSyllable,
  regularizeEndings,
  regularizePrefix,
} from './ipa.mjs';

// CMU lists the variants of a word as "word", "word(2)", ...; its first one is sometimes another part of
// speech than the one we teach (the verb "to buffet", the verb "to refund"). Keyed by word: the variant to use.
export const VARIANT = {
  advertisement: 2,
  buffet: 2,
  convert: 2,
  detour: 2,
  discount: 2,
  refund: 2,
  subject: 2,
  survey: 2,
};

// Entries the dictionary gets wrong for a learner: misplaced or doubled stress, the verb's reading of a noun,
// a rare reading first, or a word it lacks. Each was compared with the American pages of learners'
// dictionaries.
export const ARPABET = {
  affiliate: 'AH0 F IH1 L IY0 AH0 T',
  almost: 'AO1 L M OW0 S T',
  apology: 'AH0 P AA1 L AH0 JH IY0',
  candidate: 'K AE1 N D IH0 D EY0 T',
  circulation: 'S ER2 K Y AH0 L EY1 SH AH0 N',
  close: 'K L OW1 Z',
  concrete: 'K AA1 N K R IY2 T',
  coordinate: 'K OW0 AO1 R D AH0 N EY2 T',
  courier: 'K UH1 R IY0 ER0',
  courteously: 'K ER1 T IY0 AH0 S L IY0',
  coworker: 'K OW1 W ER2 K ER0',
  dedicated: 'D EH1 D IH0 K EY0 T IH0 D',
  diligently: 'D IH1 L IH0 JH AH0 N T L IY0',
  diploma: 'D IH0 P L OW1 M AH0',
  document: 'D AA1 K Y AH0 M AH0 N T',
  duration: 'D UH0 R EY1 SH AH0 N',
  email: 'IY1 M EY2 L',
  eventually: 'IH0 V EH1 N CH UW0 AH0 L IY0',
  export: 'IH0 K S P AO1 R T',
  fluctuate: 'F L AH1 K CH UW0 EY2 T',
  genuine: 'JH EH1 N Y UW0 IH0 N',
  graduate: 'G R AE1 JH UW0 EY2 T',
  illegal: 'IH0 L IY1 G AH0 L',
  immediately: 'IH0 M IY1 D IY0 AH0 T L IY0',
  // Taught as a verb: CMU has only the noun's reduced last syllable (ˈɪmpləmənt).
  implement: 'IH1 M P L AH0 M EH2 N T',
  inquiry: 'IH0 N K W AY1 R IY0',
  inventory: 'IH1 N V AH0 N T AO2 R IY0',
  lead: 'L IY1 D',
  luxurious: 'L AH0 G ZH UH1 R IY0 AH0 S',
  multinational: 'M AH2 L T IY0 N AE1 SH AH0 N AH0 L',
  outdated: 'AW2 T D EY1 T IH0 D',
  overhead: 'OW1 V ER0 HH EH2 D',
  overlook: 'OW2 V ER0 L UH1 K',
  oversee: 'OW2 V ER0 S IY1',
  permit: 'P ER1 M IH0 T',
  presenter: 'P R IH0 Z EH1 N T ER0',
  president: 'P R EH1 Z IH0 D AH0 N T',
  punctually: 'P AH1 NG K CH UW0 AH0 L IY0',
  replace: 'R IH0 P L EY1 S',
  // The noun, spelt with its accents; CMU lists it unaccented as resume(3).
  résumé: 'R EH1 Z AH0 M EY2',
  review: 'R IH0 V Y UW1',
  sightseeing: 'S AY1 T S IY2 IH0 NG',
  tuition: 'T UW0 IH1 SH AH0 N',
  vegetarian: 'V EH2 JH AH0 T EH1 R IY0 AH0 N',
};

// re- meaning "again", stressed ˌriː in the dictionaries (regularizePrefix).
export const AGAIN_PREFIX = new Set([
  'recycle',
  'recycling',
  'refurbish',
  'remodel',
  'reorder',
  'reschedule',
  'restock',
  'restructure',
]);

/** One dictionary word's ARPAbet after the overrides and the rules, or undefined when CMU lacks it. */
export function wordArpabet(word) {
  const key = word.toLowerCase();
  const variant = VARIANT[key];
  const raw = ARPABET[key] ?? dictionary[variant ? `${key}(${variant})` : key];
  if (!raw) return undefined;
  const prefixed = regularizePrefix(key, demoteUnstressedPrefix(key, raw), { again: AGAIN_PREFIX.has(key) });
  return regularizeEndings(key, prefixed);
}

/**
 * The tokens whose pronunciation makes up an entry: its space-separated words ("fill out": fill, out); a
 * hyphenated compound ("long-term") is one token.
 * @param {string} entry
 */
export function phoneticTokens(entry) {
  return entry.toLowerCase().trim().split(/\s+/);
}

/**
 * One token's IPA: a dictionary word, or a hyphenated compound read as its parts with the main stress on the
 * last one (long-term ˌlɑːŋˈtɝm). Undefined when a part is not in the dictionary.
 * @param {string} token
 */
export function tokenPhonetic(token) {
  const parts = token.split('-').filter(Boolean);
  const arpabets = parts.map(wordArpabet);
  if (arpabets.some((arpabet) => arpabet === undefined)) return undefined;
  if (parts.length === 1) {
    const arpabet = /** @type {string} */ (arpabets[0]);
    const morphemeBreak = findMorphemeBreak(token, arpabet, (part) => dictionary[part]);
    return arpabetToIpa(arpabet, { morphemeBreaks: morphemeBreak === undefined ? [] : [morphemeBreak] });
  }
  const breaks = [];
  let length = 0;
  for (const arpabet of arpabets.slice(0, -1)) {
    length += /** @type {string} */ (arpabet).split(' ').length;
    breaks.push(length);
  }
  return arpabetToIpa(arpabets.join(' '), { morphemeBreaks: breaks });
}

// Words that are prepositions only, never adverb particles: a phrasal verb whose second word is one of them is
// a prepositional verb ("deal with", "report to"), whose phrase stress stays on the verb.
const PREPOSITIONS_ONLY = new Set(['at', 'for', 'from', 'of', 'to', 'with']);

/**
 * Which word of a phrasal verb carries the phrase stress: the particle after the verb ("fill out", "come up
 * with", "look forward to"), or the verb itself when a preposition follows it ("deal with").
 * @param {string} entry
 * @returns {number}
 */
export function phrasalVerbStressIndex(entry) {
  const [, second] = phoneticTokens(entry);
  return second === undefined || PREPOSITIONS_ONLY.has(second) ? 0 : 1;
}

/**
 * An entry's phonetic: its tokens' IPA separated by spaces ("on behalf of" ɑːn bɪˈhæf ʌv); undefined when a
 * token is not in the dictionary. A phrasal verb shows its phrase stress: one ˈ, on the stressed word (before
 * it when it has one syllable), the other words' ˈ becoming ˌ ("fill out" fɪl ˈaʊt, "carry out" ˌkæri ˈaʊt).
 * @param {string} entry
 * @param {string} [wordType]
 */
export function entryPhonetic(entry, wordType = '') {
  const parts = phoneticTokens(entry).map(tokenPhonetic);
  if (parts.some((part) => part === undefined)) return undefined;
  const ipas = /** @type {string[]} */ (parts);
  if (wordType !== 'phrasal verb') return ipas.join(' ');
  const stressed = phrasalVerbStressIndex(entry);
  return ipas
    .map((ipa, index) => {
      if (index !== stressed) return ipa.replaceAll('ˈ', 'ˌ');
      return ipa.includes('ˈ') ? ipa : `ˈ${ipa.replaceAll('ˌ', '')}`;
    })
    .join(' ');
}

/** Whether espeak-ng's IPA puts the primary stress on the same syllable as ours. */
export function stressAgrees(ours, espeak) {
  return primaryStressSyllable(ours) === primaryStressSyllable(espeak);
}

/**
 * What stops a token's IPA from shipping: nothing when a reviewer recorded this very IPA, or when the last
 * espeak-ng check saw this IPA and agreed on the primary stress; otherwise the reason.
 * @param {string} token
 * @param {string} ipa
 * @param {Record<string, { ours: string, espeak: string }>} checked content/source/ipa-check.json "tokens"
 * @param {Record<string, { ipa: string, note: string }>} reviewed content/source/ipa-reviewed.json
 * @returns {string | undefined}
 */
export function ipaProblem(token, ipa, checked, reviewed) {
  const review = reviewed[token];
  if (review) {
    return review.ipa === ipa
      ? undefined
      : `"${token}" is now ${ipa}, reviewed as ${review.ipa}: review it again in content/source/ipa-reviewed.json`;
  }
  const check = checked[token];
  if (!check) return `"${token}" (${ipa}) was never checked: run npm run content:check-ipa`;
  if (check.ours !== ipa) return `"${token}" is now ${ipa}, checked as ${check.ours}: run npm run content:check-ipa`;
  if (!stressAgrees(check.ours, check.espeak)) {
    return `"${token}": ours ${ipa} and espeak-ng's ${check.espeak} stress different syllables; review it in content/source/ipa-reviewed.json`;
  }
  return undefined;
}
