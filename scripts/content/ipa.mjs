// ARPAbet (CMU Pronouncing Dictionary) to American IPA, in the dictionary style learners know:
// length marks on stressed tense vowels, ə/ɚ for unstressed schwas, and stress marks placed before the
// stressed syllable's onset (the practice screens show the phonetic in square brackets, so no slashes).
// One notation for one vowel (docs/decisions.md): the 'lot' and 'thought' vowels are one ɑː, as in
// the American pages of learners' dictionaries (office ˈɑːfɪs, law lɑː), and ɔː is kept only before r (north
// nɔːrθ); the 'near' vowel is ɪ before r (ˈpɪriəd); unstressed 'happy' vowels are i, other unstressed short i's ɪ (city ˈsɪti, -ed ɪd, -es ɪz).

const CONSONANTS = {
  B: 'b',
  CH: 'tʃ',
  D: 'd',
  DH: 'ð',
  F: 'f',
  G: 'ɡ',
  HH: 'h',
  JH: 'dʒ',
  K: 'k',
  L: 'l',
  M: 'm',
  N: 'n',
  NG: 'ŋ',
  P: 'p',
  R: 'r',
  S: 's',
  SH: 'ʃ',
  T: 't',
  TH: 'θ',
  V: 'v',
  W: 'w',
  Y: 'j',
  Z: 'z',
  ZH: 'ʒ',
};

// [stressed, unstressed]: unstressed tense vowels lose their length ("city" ˈsɪti), AH and ER reduce.
const VOWELS = {
  AA: ['ɑː', 'ɑ'],
  AE: ['æ', 'æ'],
  AH: ['ʌ', 'ə'],
  AO: ['ɔː', 'ɔ'],
  AW: ['aʊ', 'aʊ'],
  AY: ['aɪ', 'aɪ'],
  EH: ['ɛ', 'ɛ'],
  ER: ['ɝ', 'ɚ'],
  EY: ['eɪ', 'eɪ'],
  IH: ['ɪ', 'ɪ'],
  IY: ['iː', 'i'],
  OW: ['oʊ', 'oʊ'],
  OY: ['ɔɪ', 'ɔɪ'],
  UH: ['ʊ', 'ʊ'],
  UW: ['uː', 'u'],
};

// Consonant clusters English allows at the start of a syllable. The stress mark goes before the longest
// of them that ends the cluster in front of the stressed vowel (maximal onset): ˌdɛstəˈneɪʃən, ɪkˈspɛnd.
// S+F is left out on purpose: it only starts Greek loans ("sphere"), and would give "tranˈsfer".
const ONSETS = new Set([
  ...Object.keys(CONSONANTS).filter((consonant) => consonant !== 'NG'),
  ...['P R', 'P L', 'B R', 'B L', 'T R', 'D R', 'K R', 'K L', 'G R', 'G L', 'F R', 'F L', 'TH R', 'SH R'],
  ...['S P', 'S T', 'S K', 'S M', 'S N', 'S L', 'S W'],
  ...['T W', 'D W', 'K W', 'G W', 'TH W'],
  ...['P Y', 'B Y', 'K Y', 'G Y', 'F Y', 'V Y', 'M Y', 'HH Y'],
  ...['S P R', 'S P L', 'S T R', 'S K R', 'S K W', 'S K Y', 'S P Y'],
]);

/**
 * Converts one CMU pronunciation ("AO1 F IH0 S") to IPA ("ˈɔːfɪs").
 * `morphemeBreaks` lists phone indexes where a compound's second word starts ("checkout": 3): a syllable's
 * onset never reaches back across one, so the mark lands on ˈtʃɛkˌaʊt rather than ˈtʃɛˌkaʊt.
 * @param {string} arpabet
 * @param {{ morphemeBreaks?: number[] }} [options]
 * @returns {string}
 */
export function arpabetToIpa(arpabet, { morphemeBreaks = [] } = {}) {
  const parsed = arpabet
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((phone, index) => ({ ...parsePhone(phone, arpabet), breakBefore: morphemeBreaks.includes(index) }));
  const phones = beforeR(splitLinkingR(demoteExtraPrimaries(parsed)));
  const output = phones.map((phone) => phone.ipa);
  // One-syllable words carry no stress mark, as in learners' dictionaries.
  if (phones.filter((phone) => phone.stress !== undefined).length < 2) return output.join('');
  let clusterStart = 0;
  phones.forEach((phone, index) => {
    if (phone.breakBefore) clusterStart = index;
    if (phone.stress === undefined) return;
    if (phone.stress > 0) {
      const cluster = phones.slice(clusterStart, index).map((consonant) => consonant.name);
      const onsetStart = index - longestOnset(cluster);
      output[onsetStart] = (phone.stress === 1 ? 'ˈ' : 'ˌ') + output[onsetStart];
    }
    clusterStart = index + 1;
  });
  return output.join('');
}

/**
 * Where a word splits into two dictionary words whose pronunciations make up its own ("passport" = pass + port),
 * the index of the phone that starts the second; undefined when it does not. The first word must carry stress
 * in the whole, which keeps out prefixes that only happen to be words ("dis" in display: dɪˈspleɪ).
 * @param {string} word
 * @param {string} arpabet the word's own pronunciation
 * @param {(word: string) => string | undefined} lookUp
 * @returns {number | undefined}
 */
export function findMorphemeBreak(word, arpabet, lookUp) {
  const phones = arpabet.trim().split(/\s+/);
  const whole = phones.map(comparablePhone).join(' ');
  for (let length = 2; length <= word.length - 2; length++) {
    const [firstWord, secondWord] = [word.slice(0, length), word.slice(length)];
    if (!isPlausibleWord(firstWord) || !isPlausibleWord(secondWord)) continue;
    // A two-letter second word is a particle (backup, login); "habit"+"at" is no compound.
    if (secondWord.length === 2 && !PARTICLES.has(secondWord)) continue;
    const first = lookUp(firstWord);
    const second = lookUp(secondWord);
    if (!first || !second) continue;
    const firstPhones = first.trim().split(/\s+/);
    const joined = [...firstPhones, ...second.trim().split(/\s+/)].map(comparablePhone).join(' ');
    const isFirstStressed = phones.slice(0, firstPhones.length).some((phone) => /[12]$/.test(phone));
    if (joined === whole && isFirstStressed) return firstPhones.length;
  }
  return undefined;
}

// CMU also lists letter names and abbreviations ("ee", "et"), which would split trainee and asset.
const TWO_LETTER_WORDS = new Set(['an', 'as', 'at', 'by', 'do', 'go', 'he', 'if', 'in', 'it', 'me', 'no', 'of', 'on', 'or', 'so', 'to', 'up', 'us', 'we']);

const PARTICLES = new Set(['by', 'in', 'on', 'up']);

function isPlausibleWord(part) {
  return part.length > 2 || TWO_LETTER_WORDS.has(part);
}

/** A phone without its stress, with AO and AA as one vowel (CMU varies between them: cross, crosswalk). */
function comparablePhone(phone) {
  const name = phone.replace(/[012]$/, '');
  return name === 'AO' ? 'AA' : name;
}

/** @returns {{ name: string, stress?: number, ipa: string }} */
function parsePhone(phone, arpabet) {
  const match = /^([A-Z]+)([012])?$/.exec(phone);
  const name = match?.[1] ?? '';
  const digit = match?.[2];
  if (digit === undefined && name in CONSONANTS) return { name, ipa: CONSONANTS[name] };
  if (digit !== undefined && name in VOWELS) return vowel(name, Number(digit));
  throw new Error(`not an ARPAbet phone: "${phone}" in "${arpabet}"`);
}

function vowel(name, stress) {
  return { name, stress, ipa: VOWELS[name][stress > 0 ? 0 : 1] };
}

// CMU's AO is the 'thought' vowel, which most Americans merge with the 'lot' vowel AA: written ɑː unless an r
// follows (north, more, floor), where the vowel stays ɔː. Before r CMU writes the 'near' vowel as IY in some
// words (period P IY1 R ...) and IH in most (career, engineer): always ɪ, as in ˈpɪriəd, kəˈrɪr.
function beforeR(phones) {
  return phones.map((phone, index) => {
    const isBeforeR = phones[index + 1]?.name === 'R';
    if (phone.name === 'AO' && !isBeforeR) return { ...phone, ipa: VOWELS.AA[phone.stress > 0 ? 0 : 1] };
    if (phone.name === 'IY' && isBeforeR) return { ...phone, ipa: VOWELS.IH[0] };
    return phone;
  });
}

// CMU gives a few compounds two primary stresses ("downtown" D AW1 N T AW1 N); a word shows one ˈ, on the last.
function demoteExtraPrimaries(phones) {
  const last = phones.findLastIndex((phone) => phone.stress === 1);
  return phones.map((phone, index) =>
    phone.stress === 1 && index !== last ? { ...vowel(phone.name, 2), breakBefore: phone.breakBefore } : phone,
  );
}

// An unstressed ER before a vowel is a schwa whose r starts the next syllable: "arrange" əˈreɪndʒ, "salary"
// ˈsæləri, not ɚˈeɪndʒ and ˈsælɚi.
function splitLinkingR(phones) {
  return phones.flatMap((phone, index) => {
    const next = phones[index + 1];
    if (phone.name !== 'ER' || phone.stress !== 0 || next?.stress === undefined) return [phone];
    return [{ ...vowel('AH', 0), breakBefore: phone.breakBefore }, { name: 'R', ipa: CONSONANTS.R }];
  });
}

/** How many of the cluster's last consonants form a legal onset. */
function longestOnset(cluster) {
  for (let length = Math.min(cluster.length, 3); length > 0; length--) {
    if (ONSETS.has(cluster.slice(cluster.length - length).join(' '))) return length;
  }
  return 0;
}

/**
 * CMU gives the prefixes in-, im-, en- and em- a secondary stress even right before the main stress
 * (investment IH2 N V EH1 ..., insurance, install, impression), which learners' dictionaries do not mark:
 * ɪnˈvɛstmənt. The prefix vowel loses its stress when the next vowel carries the primary one; before an
 * unstressed syllable it keeps it (introduction ˌɪntrəˈdʌkʃən, independent ˌɪndɪˈpɛndənt). An unstressed
 * en-/em- is written ɪn/ɪm (enclose ɪnˈkloʊz, employ ɪmˈplɔɪ), whether CMU has EH0 or IH0.
 * @param {string} word
 * @param {string} arpabet
 * @returns {string}
 */
export function demoteUnstressedPrefix(word, arpabet) {
  if (!/^(in|im|en|em)/i.test(word)) return arpabet;
  const phones = arpabet.trim().split(/\s+/);
  const vowels = phones.map((phone, index) => (/[012]$/.test(phone) ? index : -1)).filter((index) => index >= 0);
  const [first, second] = vowels;
  if (first === undefined || second === undefined) return arpabet;
  if (/^(IH|EH)2$/.test(phones[first]) && phones[second].endsWith('1')) phones[first] = phones[first].replace(/2$/, '0');
  // Unstressed, the prefix vowel is ɪ as in the dictionaries (enclose, enforce, employ: CMU varies EH0/IH0).
  if (phones[first] === 'EH0') phones[first] = 'IH0';
  return phones.join(' ');
}

// Unstressed prefixes whose vowel CMU writes now ə, now i, now ɪ (reduce R AH0, remind R IY0, receive R IH0):
// always ɪ (rɪˈduːs, rɪˈmaɪnd, dɪˈpɑːzət, prɪˈzɝv, ɪˈdɪʃən), as learners' dictionaries write them. pro- keeps
// its ə (prəˈfɪʃənt). The consonants CMU must start with: the prefix must be what the word begins with.
const PREFIX_ONSETS = [
  ['pre', 'P R'],
  ['pro', 'P R'],
  ['re', 'R'],
  ['de', 'D'],
  ['be', 'B'],
  ['e', ''],
];

/**
 * Writes the vowel of an unstressed re-, de-, pre-, be-, e- as IH0 and of pro- as AH0. A re- that means
 * "again" (reschedule, recycle) is a stressed ˌriː instead: `again` says so.
 * @param {string} word
 * @param {string} arpabet
 * @param {{ again?: boolean }} [options]
 * @returns {string}
 */
export function regularizePrefix(word, arpabet, { again = false } = {}) {
  const lower = word.toLowerCase();
  const match = PREFIX_ONSETS.find(([prefix]) => lower.startsWith(prefix));
  if (!match) return arpabet;
  const [prefix, onset] = match;
  const phones = arpabet.trim().split(/\s+/);
  const onsetPhones = onset ? onset.split(' ') : [];
  if (onsetPhones.some((phone, index) => phones[index] !== phone)) return arpabet;
  const index = onsetPhones.length;
  const vowel = phones[index];
  if (vowel === undefined || !vowel.endsWith('0')) return arpabet;
  if (prefix === 'pro') {
    if (vowel === 'AA0') phones[index] = 'AH0';
  } else if (again && prefix === 're') phones[index] = 'IY2';
  else if (vowel === 'AH0' || vowel === 'IY0') phones[index] = 'IH0';
  return phones.join(' ');
}

/**
 * One spelling of the unstressed vowel in the endings -ed (after t, d) and -es (after a sibilant): CMU writes
 * it IH0 in most words and AH0 in others (dedicated ... T AH0 D); both become IH0, ɪ.
 * @param {string} word
 * @param {string} arpabet
 * @returns {string}
 */
export function regularizeEndings(word, arpabet) {
  const lower = word.toLowerCase();
  if (lower.endsWith('ed')) return arpabet.replace(/\b(T|D) AH0 D$/, '$1 IH0 D');
  if (lower.endsWith('es')) return arpabet.replace(/\b(S|Z|SH|ZH|CH|JH) AH0 Z$/, '$1 IH0 Z');
  return arpabet;
}

// Vowel letters of the IPA written here and by espeak-ng (which adds ᵻ, ɐ, ɜ and o); the two-letter
// diphthongs are one syllable.
const DIPHTHONGS = ['aɪ', 'eɪ', 'oʊ', 'aʊ', 'ɔɪ', 'əʊ'];
const VOWEL_LETTERS = new Set([...'aeiouæɑɒɔəɛɜɝɚɪʊʌɐᵻy']);

/**
 * Which syllable (0-based) of one word's IPA carries the primary stress ˈ, counting vowel nuclei before the
 * last ˈ; 0 for a word without a mark. Works whether the mark stands before the onset (ours) or right before
 * the vowel (espeak-ng), so the two can be compared.
 * @param {string} ipa
 * @returns {number}
 */
export function primaryStressSyllable(ipa) {
  const mark = ipa.lastIndexOf('ˈ');
  if (mark < 0) return 0;
  return countNuclei(ipa.slice(0, mark));
}

/** @param {string} ipa */
export function countNuclei(ipa) {
  let count = 0;
  for (let index = 0; index < ipa.length; ) {
    const pair = ipa.slice(index, index + 2);
    if (DIPHTHONGS.includes(pair)) {
      count++;
      index += 2;
    } else if (VOWEL_LETTERS.has(ipa[index])) {
      count++;
      index++;
      // A vowel and its length mark or r-colouring are one nucleus; so is a run of one vowel letter (ɑɑ).
      while (ipa[index] === 'ː') index++;
    } else index++;
  }
  return count;
}
