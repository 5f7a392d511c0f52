// ARPAbet (CMU Pronouncing Dictionary) to American IPA, in the dictionary style learners know:
// length marks on stressed tense vowels, ə/ɚ for unstressed schwas, and stress marks placed before the
// stressed syllable's onset (SPEC: the practice screens show the phonetic in square brackets, so no slashes).

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
  const phones = splitLinkingR(demoteExtraPrimaries(parsed));
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
