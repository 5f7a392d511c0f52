// Nouns and verbs written alike and stressed apart ('a ˈrecord', 'to reˈcord'). A plain-text engine
// reads a lone word as it likes (espeak-ng reads 'record' as the noun, 'refund' as the verb), so a
// vocabulary item of the other part of speech would be heard with the wrong stress. espeak-ng reads
// phoneme input, `[[...]]` in its own mnemonics (`espeak-ng -x` prints them): each word's two readings
// here, as espeak-ng itself says them after 'the' and after 'to', corrected where it has no verb reading.
const ESPEAK_READINGS: Record<string, { noun: string; verb: string }> = {
  conduct: { noun: "k'0ndVkt", verb: "k@nd'Vkt" },
  conflict: { noun: "k'0nflIkt", verb: "k@nfl'Ikt" },
  construct: { noun: "k'0nstrVkt", verb: "k@nstr'Vkt" },
  contest: { noun: "k'0ntEst", verb: "k@nt'Est" },
  contract: { noun: "k'0ntrakt", verb: "k@ntr'akt" },
  convert: { noun: "k'0nv3:t", verb: "k@nv'3:t" },
  decrease: { noun: "d'i:kri:s", verb: "dI2kr'i:s" },
  desert: { noun: "d'Ez3t", verb: "dI#z'3:t" },
  escort: { noun: "'EskO@t", verb: "Esk'O@t" },
  export: { noun: "'Ekspo@t", verb: "Eksp'o@t" },
  extract: { noun: "'Ekstrakt", verb: "Ekstr'akt" },
  import: { noun: "'Impo@t", verb: "Imp'o@t" },
  increase: { noun: "'INkri:s", verb: "INkr'i:s" },
  insert: { noun: "'Ins3:t", verb: "Ins'3:t" },
  insult: { noun: "'InsVlt", verb: "Ins'Vlt" },
  object: { noun: "'0bdZEkt", verb: "@bdZ'Ekt" },
  permit: { noun: "p'3:mIt", verb: "p3m'It" },
  present: { noun: "pr'Ez@nt", verb: "prIz'Ent" },
  produce: { noun: "pr'0du:s", verb: "pr@d'u:s" },
  progress: { noun: "pr'0grEs", verb: "pr@gr'Es" },
  project: { noun: "pr'0dZEkt", verb: "pr@dZ'Ekt" },
  protest: { noun: "pr'oUtEst", verb: "pr@t'Est" },
  rebel: { noun: "r'Eb@L", verb: "rI#b'El" },
  record: { noun: "r'Ek3d", verb: "rI#k'o@d" },
  refund: { noun: "r'i:fVnd", verb: "rI#f'Vnd" },
  reject: { noun: "r'i:dZEkt", verb: "rI#dZ'Ekt" },
  subject: { noun: "s'VbdZEkt", verb: "s@bdZ'Ekt" },
  survey: { noun: "s'3:veI", verb: "s3v'eI" },
  suspect: { noun: "s'VspEkt", verb: "s@sp'Ekt" },
  transfer: { noun: "tr'ansf3:", verb: "transf'3:" },
  transport: { noun: "tr'anspo@t", verb: "transp'o@t" },
  update: { noun: "'VpdeIt", verb: "Vpd'eIt" },
  upgrade: { noun: "'VpgreId", verb: "Vpgr'eId" },
};

/** The words this table steers, for the tests and the content report. */
export const ESPEAK_HETERONYMS: readonly string[] = Object.keys(ESPEAK_READINGS);

/**
 * espeak-ng's phonemes (without the brackets) for a vocabulary word of this type when it is a noun/verb
 * heteronym; null for any other word or type, which espeak-ng reads as text.
 */
export function espeakHeteronym(word: string, wordType: string): string | null {
  if (wordType !== 'noun' && wordType !== 'verb') return null;
  const readings = Object.hasOwn(ESPEAK_READINGS, word.toLowerCase()) ? ESPEAK_READINGS[word.toLowerCase()] : undefined;
  return readings ? readings[wordType] : null;
}
