// Other ways of writing the same English words: contractions and their expansions, British and American
// spellings, abbreviations and a few equivalents, letters typed without their accent, and (for feedback
// only, never accepted) homophones. Every table is explicit: no suffix rule turns one word into another,
// so 'fire' never becomes 'fier' and 'advertise' never becomes 'advertize'.
//
// A form is a list of words ("I'll" → ['I', 'will']); the answer check compares it with the learner's
// text as every answer is compared (case, spaces and punctuation ignored), so forms keep their natural
// spelling.

export type WordList = string[];

/** Words of a table written as text, separated by spaces and line breaks. */
const wordsOf = (text: string): string[] => text.split(/\s+/).filter((word) => word !== '');

/** Curly and modifier apostrophes written as the straight one, so "I’ll" and "I'll" are the same key. */
export function straightenApostrophes(text: string): string {
  return text.replace(/[’‘ʼ`´]/g, "'");
}

// Letters and apostrophes kept, anything else at a token's edges dropped ('"It's' → "It's", 'Dr.' → 'Dr').
const EDGES = /^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu;

/** A sentence token as the tables know it: edge punctuation dropped, apostrophes straight, lower-case. */
export function tableKey(token: string): string {
  return straightenApostrophes(token).replace(EDGES, '').normalize('NFC').toLowerCase();
}

const casedLike = (token: string, word: string): string => withCaseOf(token, [word])[0]!;

/** The words of `form` with the first one capitalised like `token` ('It's' → 'It is'); 'I' stays capital. */
function withCaseOf(token: string, form: readonly string[]): WordList {
  const startsUpper = /^\P{L}*\p{Lu}/u.test(token);
  return form.map((word, index) => {
    if (word === 'i') return 'I';
    if (index === 0 && startsUpper) return word.charAt(0).toUpperCase() + word.slice(1);
    return word;
  });
}

// ---------------------------------------------------------------------------------------------------------
// Contractions

const CONTRACTIONS = new Map<string, WordList[]>();
function contract(contraction: string, ...expansions: string[]): void {
  CONTRACTIONS.set(
    contraction,
    expansions.map((expansion) => expansion.split(' ')),
  );
}

for (const subject of ['i', 'you', 'he', 'she', 'it', 'we', 'they', 'that', 'there', 'who', 'what']) {
  const shall = subject === 'i' || subject === 'we';
  contract(`${subject}'ll`, `${subject} will`, ...(shall ? [`${subject} shall`] : []));
}
for (const subject of ['i', 'you', 'he', 'she', 'it', 'we', 'they', 'that', 'there', 'who', 'what', 'where']) {
  contract(`${subject}'d`, `${subject} had`, `${subject} would`);
}
for (const subject of ['i', 'you', 'we', 'they', 'who', 'could', 'should', 'would', 'might', 'must']) {
  contract(`${subject}'ve`, `${subject} have`);
}
for (const subject of ['you', 'we', 'they', 'who', 'what']) contract(`${subject}'re`, `${subject} are`);
contract("i'm", 'i am');
// Only these words take 's for is/has: after any other word 's is a possessive ("John's", "company's").
for (const subject of ['it', 'he', 'she', 'that', 'there', 'here', 'what', 'who', 'where', 'how', 'when', 'why']) {
  contract(`${subject}'s`, `${subject} is`, `${subject} has`);
}
contract("let's", 'let us');
for (const verb of ['do', 'does', 'did', 'is', 'are', 'was', 'were', 'have', 'has', 'had', 'would', 'could']) {
  contract(`${verb}n't`, `${verb} not`);
}
for (const verb of ['should', 'must', 'might', 'need']) contract(`${verb}n't`, `${verb} not`);
contract("won't", 'will not');
contract("shan't", 'shall not');
contract("can't", 'cannot', 'can not');
// Not a contraction, but written three ways.
contract('cannot', "can't", 'can not');

/**
 * The expansions of an English contraction token, as word lists ("I'll" → I will, I shall; "can't" →
 * cannot, can not; "it's" → it is, it has). Empty for any other token, a possessive included ("John's").
 */
export function contractionForms(token: string): WordList[] {
  const forms = CONTRACTIONS.get(tableKey(token)) ?? [];
  return forms.map((form) => withCaseOf(token, form));
}

// The pairs that contract, read back from the table: 'i will' → I'll, 'do not' → don't, 'can not' → can't.
const CONTRACTION_OF_PAIR = new Map<string, string[]>();
for (const [contraction, expansions] of CONTRACTIONS) {
  if (contraction === 'cannot') continue;
  for (const expansion of expansions) {
    const key = expansion.join(' ');
    CONTRACTION_OF_PAIR.set(key, [...(CONTRACTION_OF_PAIR.get(key) ?? []), contraction]);
  }
}
CONTRACTION_OF_PAIR.get('can not')?.push('cannot');
// "Let us know" is a request, never "let's know": the pair is left whole.
CONTRACTION_OF_PAIR.delete('let us');

const HAVE_VERBS = new Set(['have', 'has', 'had']);
// What may follow have/has/had used as a helper verb ("I've been", "it's got", "we'd already left");
// before anything else the verb means possession ("it has two floors") and does not contract.
const AFTER_HELPER_HAVE = new Set(
  wordsOf(`
    been got gotten done gone had made met left sent spent built bought brought thought taught caught sold
    told found heard held kept lost paid put read run set cut hit let said shut sat stood understood won
    become come begun hung led fed felt dealt meant slept lent already just never always ever not also
    recently finally better
  `),
);
const looksLikeHelperHave = (next: string) => AFTER_HELPER_HAVE.has(next) || /(ed|en|wn)$/.test(next);
const endsClause = (token: string) => /[.,;:!?…)"”]$/.test(straightenApostrophes(token).trim());

/** Words of a sentence that contract into one token, from the index asked about. */
export interface ContractionSpan {
  /** How many words the contraction stands for: 2 ("I will"), or 1 ("cannot"). */
  length: number;
  /** The contracted tokens ("I'll"; "can't" and "cannot" for "can not"). */
  forms: string[];
}

/**
 * The contraction of words[index..] when they begin with a pair that contracts ("I will" → I'll, "do not"
 * → don't, "it is" → it's, "can not" → can't, cannot) or with "cannot" (length 1 → can't). A pronoun's
 * helper verb contracts only inside a clause ("That's what it is." keeps "it is"), and have/has/had only
 * as helper verbs ("it has been" → it's been, not "it has two floors").
 */
export function contractionOf(words: readonly string[], index: number): ContractionSpan | null {
  const first = words[index];
  if (first === undefined) return null;
  const firstKey = tableKey(first);
  if (firstKey === 'cannot') return { length: 1, forms: [casedLike(first, "can't")] };
  const second = words[index + 1];
  if (second === undefined || endsClause(first)) return null;
  const secondKey = tableKey(second);
  const contractions = CONTRACTION_OF_PAIR.get(`${firstKey} ${secondKey}`);
  if (!contractions) return null;
  if (secondKey !== 'not') {
    const next = words[index + 2];
    if (next === undefined || endsClause(second)) return null;
    if (HAVE_VERBS.has(secondKey) && !looksLikeHelperHave(tableKey(next))) return null;
  }
  return { length: 2, forms: contractions.map((contraction) => casedLike(first, contraction)) };
}

// ---------------------------------------------------------------------------------------------------------
// Spellings and equivalents

// Words written two ways, in both directions. Each group lists one word in its British, then American
// spelling; `endings` adds each inflection to both stems, so every inflection is still spelled out here.
const SPELLING_GROUPS: string[][] = [];
function family(british: string, american: string, endings: readonly string[]): void {
  for (const ending of endings) SPELLING_GROUPS.push([british + ending, american + ending]);
}

const VERB = ['', 's', 'ed', 'ing'];

// -our / -or
for (const stem of ['colo', 'favo', 'labo', 'behavio', 'neighbo', 'hono', 'harbo', 'humo', 'rumo', 'flavo']) {
  family(`${stem}ur`, `${stem}r`, VERB);
}
for (const stem of ['odo', 'vapo', 'vigo', 'endeavo', 'armo', 'parlo', 'tumo', 'savio', 'arbo', 'clamo']) {
  family(`${stem}ur`, `${stem}r`, VERB);
}
family('colour', 'color', ['ful', 'less', 'ation']);
family('favour', 'favor', ['ite', 'ites', 'able', 'ably']);
family('unfavour', 'unfavor', ['able', 'ably']);
family('labour', 'labor', ['er', 'ers', 'ious']);
family('behaviour', 'behavior', ['al']);
family('neighbour', 'neighbor', ['hood', 'hoods', 'ly']);
family('honour', 'honor', ['able', 'ary']);
family('savour', 'savor', ['y']);
family('glamour', 'glamor', ['ous']);
// -re / -er
for (const stem of ['cent', 'theat', 'met', 'lit', 'fib', 'calib', 'somb', 'spect', 'lust', 'meag', 'sab']) {
  SPELLING_GROUPS.push([`${stem}re`, `${stem}er`], [`${stem}res`, `${stem}ers`]);
}
for (const stem of ['kilomet', 'centimet', 'millimet', 'millilit']) {
  SPELLING_GROUPS.push([`${stem}re`, `${stem}er`], [`${stem}res`, `${stem}ers`]);
}
SPELLING_GROUPS.push(['centred', 'centered'], ['centring', 'centering']);
// -ise / -ize and -yse / -yze: only verbs that take both (advertise, advise, revise, supervise, exercise,
// surprise, compromise, enterprise, merchandise, raise and size are written one way and are not listed).
const IZE_ENDINGS = ['e', 'es', 'ed', 'ing', 'er', 'ers', 'ation', 'ations', 'ational'];
for (const stem of wordsOf(`
  organi reali recogni authori summari speciali prioriti apologi itemi publici finali critici emphasi minimi maximi
  optimi customi utili standardi memori categori characteri visuali capitali centrali computeri digiti
  economi familiari formali generali globali hospitali legali locali mobili moderni monopoli normali penali
  personali privati rationali revitali stabili sterili subsidi symboli sympathi synchroni harmoni jeopardi
  commerciali industriali initiali materiali neutrali sociali energi fertili scrutini patroni theori triviali
  incentivi democrati legitimi accessori antagoni agoni hypothesi immuni oxidi vocali urbani westerni winteri
  decentrali reorgani vandali mechani miniaturi tranquili galvani
`)) {
  family(`${stem}s`, `${stem}z`, IZE_ENDINGS);
}
// 'analyses' is also the plural of 'analysis' in both spellings, so it is left out.
for (const stem of ['analy', 'paraly', 'cataly']) family(`${stem}s`, `${stem}z`, ['e', 'ed', 'ing', 'er', 'ers']);
// Doubled l before an ending
for (const stem of wordsOf(`
  cancel travel model label fuel signal total level dial quarrel equal channel panel counsel marshal shovel tunnel
  funnel jewel pedal rival snorkel yodel duel refuel remodel unravel
`)) {
  family(`${stem}l`, stem, ['ed', 'ing', 'er', 'ers']);
}
family('counsell', 'counsel', ['or', 'ors']);
family('jewell', 'jewel', ['ery']);
SPELLING_GROUPS.push(['jewellery', 'jewelry'], ['marvellous', 'marvelous'], ['woollen', 'woolen']);
// A single l in British before -ment and in the base verb
SPELLING_GROUPS.push(
  ['enrol', 'enroll'],
  ['enrols', 'enrolls'],
  ['enrolment', 'enrollment'],
  ['enrolments', 'enrollments'],
  ['fulfil', 'fulfill'],
  ['fulfils', 'fulfills'],
  ['fulfilment', 'fulfillment'],
  ['instalment', 'installment'],
  ['instalments', 'installments'],
  ['instil', 'instill'],
  ['instils', 'instills'],
  ['distil', 'distill'],
  ['distils', 'distills'],
  ['appal', 'appall'],
  ['appals', 'appalls'],
  ['enthral', 'enthrall'],
  ['skilful', 'skillful'],
  ['skilfully', 'skillfully'],
  ['wilful', 'willful'],
);
// -ce / -se
SPELLING_GROUPS.push(
  ['defence', 'defense'],
  ['defences', 'defenses'],
  ['offence', 'offense'],
  ['offences', 'offenses'],
  ['licence', 'license'],
  ['licences', 'licenses'],
  ['pretence', 'pretense'],
  ['practise', 'practice'],
  ['practised', 'practiced'],
  ['practising', 'practicing'],
  ['practises', 'practices'],
);
// -ogue / -og
for (const stem of ['catalog', 'dialog', 'analog', 'monolog', 'prolog', 'epilog']) {
  SPELLING_GROUPS.push([`${stem}ue`, stem], [`${stem}ues`, `${stem}s`]);
}
SPELLING_GROUPS.push(['catalogued', 'cataloged'], ['cataloguing', 'cataloging']);
// Single words
SPELLING_GROUPS.push(
  // A computer program is 'program' in British English too; a learner's 'programme' for it is let pass.
  ['programme', 'program'],
  ['programmes', 'programs'],
  ['grey', 'gray'],
  ['greys', 'grays'],
  ['greyish', 'grayish'],
  // Both ways: 'tire' in the content is a wheel's ('a bicycle tire'), never the verb.
  ['tyre', 'tire'],
  ['tyres', 'tires'],
  ['aluminium', 'aluminum'],
  ['judgement', 'judgment'],
  ['judgements', 'judgments'],
  ['acknowledgement', 'acknowledgment'],
  ['acknowledgements', 'acknowledgments'],
  ['ageing', 'aging'],
  ['enquire', 'inquire'],
  ['enquires', 'inquires'],
  ['enquired', 'inquired'],
  ['enquiring', 'inquiring'],
  ['enquiry', 'inquiry'],
  ['enquiries', 'inquiries'],
  ['mould', 'mold'],
  ['moulds', 'molds'],
  ['mouldy', 'moldy'],
  ['plough', 'plow'],
  ['cosy', 'cozy'],
  ['pyjamas', 'pajamas'],
  ['sceptical', 'skeptical'],
  ['sceptic', 'skeptic'],
  ['manoeuvre', 'maneuver'],
  ['manoeuvres', 'maneuvers'],
  ['aeroplane', 'airplane'],
  ['aeroplanes', 'airplanes'],
  ['doughnut', 'donut'],
  ['doughnuts', 'donuts'],
  ['moustache', 'mustache'],
  ['paediatric', 'pediatric'],
  ['paediatrician', 'pediatrician'],
  ['anaesthetic', 'anesthetic'],
  ['aesthetic', 'esthetic'],
  ['encyclopaedia', 'encyclopedia'],
  ['oestrogen', 'estrogen'],
  ['foetus', 'fetus'],
  ['axe', 'ax'],
  ['gauge', 'gage'],
  ['artefact', 'artifact'],
  ['artefacts', 'artifacts'],
  ['towards', 'toward'],
  ['afterwards', 'afterward'],
  ['amongst', 'among'],
  ['learnt', 'learned'],
  ['spelt', 'spelled'],
  ['burnt', 'burned'],
  ['dreamt', 'dreamed'],
  ['spoilt', 'spoiled'],
  ['leant', 'leaned'],
  ['leapt', 'leaped'],
  // Common equivalents, both ways
  ['OK', 'okay'],
  ['all right', 'alright'],
  ['Mr', 'Mister'],
  ['Mrs', 'Missus'],
  ['Ms', 'Miz'],
);

// One way only: the second word has a sense the first has not, so the first accepts the second but not
// the reverse. 'check' (verify) is not 'cheque', a 'story' is not a 'storey', to 'curb' is not a 'kerb'.
// An abbreviation accepts its full word; a full word ('doctor') does not accept the abbreviation.
const ONE_WAY: [string, string][] = [
  ['cheque', 'check'],
  ['cheques', 'checks'],
  ['storey', 'story'],
  ['storeys', 'stories'],
  ['kerb', 'curb'],
  ['draught', 'draft'],
  ['whilst', 'while'],
  ['Dr', 'Doctor'],
  ['St', 'Street'],
  ['St', 'Saint'],
  ['Ave', 'Avenue'],
  ['Rd', 'Road'],
  ['Blvd', 'Boulevard'],
  ['Ln', 'Lane'],
  ['Ltd', 'Limited'],
  ['Inc', 'Incorporated'],
  ['Co', 'Company'],
  ['Corp', 'Corporation'],
  ['Dept', 'Department'],
  ['Jr', 'Junior'],
  ['Sr', 'Senior'],
  ['Prof', 'Professor'],
  ['approx', 'approximately'],
  ['vs', 'versus'],
  ['&', 'and'],
  ['TV', 'television'],
];

// Words usually written with accents in English, which the learner may type either way.
// eslint-disable-next-line no-restricted-syntax -- English loanwords, not interface text
const ACCENTED_LOANWORDS = wordsOf(`
  café cafés résumé résumés resumé cliché clichés fiancé fiancée naïve décor entrée entrées protégé façade
  façades soufflé sauté crème début exposé élite régime rôle première doppelgänger piñata jalapeño déjà
  vis-à-vis coöperate über attaché communiqué consommé purée flambé négligée matinée séance
`);

/** Latin letters without their accents: 'résumé' → 'resume', 'naïve' → 'naive'; other scripts unchanged. */
export function withoutAccents(word: string): string {
  return word
    .normalize('NFD')
    .replace(/(\p{Script=Latin})\p{M}+/gu, '$1')
    .normalize('NFC');
}

const EQUIVALENTS = new Map<string, WordList[]>();
function addEquivalent(from: string, to: string): void {
  const key = tableKey(from);
  const forms = EQUIVALENTS.get(key) ?? [];
  if (!forms.some((form) => form.join(' ') === to)) forms.push(to.split(' '));
  EQUIVALENTS.set(key, forms);
}
for (const group of SPELLING_GROUPS) {
  for (const from of group) for (const to of group) if (from !== to) addEquivalent(from, to);
}
for (const [from, to] of ONE_WAY) addEquivalent(from, to);
for (const accented of ACCENTED_LOANWORDS) {
  const plain = withoutAccents(accented);
  addEquivalent(plain, accented);
  // 'resumé' is one of the ways 'résumé' is written: the table key of a partly accented word too.
  for (const other of ACCENTED_LOANWORDS)
    if (other !== accented && withoutAccents(other) === plain) addEquivalent(accented, other);
}
// '&' has no letter left once edge punctuation is dropped: it is looked up as itself.
const AMPERSAND_KEY = '&';
EQUIVALENTS.set(AMPERSAND_KEY, [['and']]);

/**
 * Other ways of writing `word`: its British or American spelling with inflections ('cancelled' ↔
 * 'canceled', 'organise' ↔ 'organize', 'centre' ↔ 'center'), common equivalents ('OK' ↔ 'okay', 'alright'
 * ↔ 'all right', 'Dr.' → 'Doctor', 'Mr.' ↔ 'Mister'), and the word without its accents ('résumé' →
 * 'resume'; 'cafe' → 'café' for the loanwords listed). Several words come back as a list each.
 */
export function spellingVariants(word: string): WordList[] {
  const key = word.trim() === AMPERSAND_KEY ? AMPERSAND_KEY : tableKey(word);
  const forms = (EQUIVALENTS.get(key) ?? []).map((form) => withCaseOf(word, form));
  const plain = withoutAccents(key);
  if (plain !== key && !forms.some((form) => form.join(' ').toLowerCase() === plain)) {
    forms.push(withCaseOf(word, [plain]));
  }
  return forms;
}

/** Words of a sentence written as one word elsewhere in the tables ('all right' → alright, 'e mail'). */
export interface EquivalentSpan {
  length: number;
  forms: WordList[];
}

const LONGEST_EQUIVALENT_KEY = Math.max(...[...EQUIVALENTS.keys()].map((key) => key.split(' ').length));

/** The equivalents of words[index..index+length-1] for every span of 2 or more words the tables know. */
export function equivalentSpansAt(words: readonly string[], index: number): EquivalentSpan[] {
  const spans: EquivalentSpan[] = [];
  for (let length = 2; length <= LONGEST_EQUIVALENT_KEY && index + length <= words.length; length++) {
    const covered = words.slice(index, index + length);
    if (covered.slice(0, -1).some(endsClause)) break;
    const forms = EQUIVALENTS.get(covered.map(tableKey).join(' '));
    if (forms) spans.push({ length, forms: forms.map((form) => withCaseOf(covered[0]!, form)) });
  }
  return spans;
}

// ---------------------------------------------------------------------------------------------------------
// Homophones: words said the same and written differently. They are never accepted for each other (the
// learner must write the word that fits the sentence); the screens use them to explain a wrong answer.

// Groups separated by spaces, words of a group by '/'. Only words said alike in General American and
// British English (no pairs that sound alike in one accent only, such as 'sort'/'sought').
const HOMOPHONE_GROUPS = `
  fare/fair fares/fairs weather/whether weight/wait weights/waits sale/sail sales/sails mail/male
  site/sight/cite sites/sights/cites hire/higher suite/sweet suites/sweets principal/principle
  principals/principles counsel/council counselor/councilor stationary/stationery complement/compliment
  complements/compliments complementary/complimentary break/brake breaks/brakes peace/piece write/right/rite
  writes/rights/rites there/their/they're way/weigh/whey ways/weighs cell/sell cells/sells cellar/seller
  cellars/sellers sole/soul role/roll roles/rolls steal/steel aisle/isle/I'll board/bored buy/by/bye
  flour/flower flours/flowers hour/our hours/ours knew/new/gnu meet/meat/mete pair/pear/pare pairs/pears
  plane/plain planes/plains rain/reign/rein sea/see seas/sees/seize son/sun tail/tale tails/tales waist/waste
  wear/where/ware wears/wares week/weak weekly/weakly whole/hole holy/wholly/holey would/wood check/cheque
  checks/cheques to/too/two for/four/fore its/it's your/you're who's/whose know/no knows/nose not/knot
  one/won eight/ate hear/here heard/herd be/bee blew/blue cent/scent/sent cents/scents dear/deer die/dye
  dyeing/dying dew/due eye/I aye/I feat/feet flew/flu gate/gait grate/great guessed/guest hall/haul heal/heel
  hi/high him/hymn in/inn key/quay knight/night lead/led lessen/lesson loan/lone made/maid mind/mined
  missed/mist morning/mourning none/nun oar/or/ore pail/pale pain/pane passed/past patience/patients
  pause/paws peak/peek/pique pole/poll poles/polls pray/prey prays/praise/preys presence/presents
  profit/prophet rap/wrap read/reed red/read real/reel ring/wring road/rode/rowed root/route roots/routes
  sew/so/sow scene/seen seam/seem ceiling/sealing cereal/serial some/sum stair/stare stairs/stares
  stake/steak stakes/steaks storey/story storeys/stories tea/tee threw/through throne/thrown tide/tied
  toe/tow vain/vane/vein wade/weighed which/witch whine/wine yoke/yolk bare/bear berry/bury berth/birth
  boarder/border bough/bow brews/bruise bridal/bridle capital/capitol cash/cache chord/cord chords/cords
  coarse/course colonel/kernel core/corps creak/creek currant/current discreet/discrete dual/duel faint/feint
  fir/fur flea/flee foul/fowl gorilla/guerrilla grown/groan hangar/hanger hay/hey idle/idol incite/insight
  lain/lane leak/leek links/lynx mall/maul manner/manor medal/meddle metal/mettle miner/minor muscle/mussel
  naval/navel packed/pact pedal/peddle pedals/peddles plum/plumb pour/pore poring/pouring rack/wrack
  raise/rays/raze rapped/rapt/wrapped ruff/rough rye/wry sighs/size slay/sleigh soar/sore tax/tacks team/teem
  tense/tents tern/turn thyme/time wail/whale waive/wave waiver/waver ward/warred we/wee we'll/wheel
  we've/weave whirled/world you/ewe/yew ad/add ads/adds allowed/aloud altar/alter assistance/assistants
  attendance/attendants residence/residents band/banned billed/build bolder/boulder bread/bred canvas/canvass
  carrot/carat/karat cede/seed cession/session chased/chaste cheap/cheep chews/choose claws/clause cue/queue
  days/daze dessert/desert earn/urn fined/find flair/flare freeze/frieze gene/jean genes/jeans gilt/guilt
  hair/hare hail/hale hoarse/horse knead/need knit/nit lapse/laps liar/lyre lessor/lesser marshal/martial
  mode/mowed moose/mousse overseas/oversees pairing/paring peer/pier peers/piers place/plaice pried/pride
  quarts/quartz rest/wrest rose/rows tacked/tact teas/tease/tees ticks/tics told/tolled vial/vile
  accessary/accessory bazaar/bizarre cannon/canon cymbal/symbol draft/draught grease/Greece guise/guys
  heroin/heroine intense/intents lean/lien levee/levy moat/mote nay/neigh plait/plate pleas/please
  prints/prince rapper/wrapper review/revue reviews/revues sac/sack sear/seer/sere shear/sheer sighed/side
  sign/sine staid/stayed straight/strait suede/swayed tare/tear tier/tear taught/taut toad/towed/toed
  tracked/tract wax/whacks wet/whet while/wile bald/bawled clime/climb fourth/forth lacks/lax mints/mince
  peal/peel pearl/purl pros/prose sensor/censor sensors/censors wield/wheeled callous/callus coward/cowered
  crews/cruise cruel/crewel facts/fax fisher/fissure grill/grille leased/least lightening/lightning
  load/lode/lowed meter/metre mustard/mustered pi/pie rote/wrote scull/skull soled/sold tire/tyre tires/tyres
  trussed/trust weal/wheel air/heir aid/aide ail/ale bail/bale beat/beet bite/byte bites/bytes bold/bowled
  cast/caste dough/doe main/mane might/mite oh/owe lay/lei base/bass ducked/duct phase/faze paced/paste
  ball/bawl insure/ensure insured/ensured tray/trey bell/belle bored/board sweet/suite
`
  .split(/\s+/)
  .filter((group) => group !== '')
  .map((group) => group.split('/'));

const HOMOPHONES = new Map<string, Set<string>>();
for (const group of HOMOPHONE_GROUPS) {
  for (const word of group) {
    const key = tableKey(word);
    const others = HOMOPHONES.get(key) ?? new Set<string>();
    for (const other of group) if (tableKey(other) !== key) others.add(straightenApostrophes(other));
    HOMOPHONES.set(key, others);
  }
}

/** Words said like `word` and written differently ('fare' → fair; 'site' → sight, cite), in both directions. */
export function homophonesOf(word: string): string[] {
  return [...(HOMOPHONES.get(tableKey(word)) ?? [])];
}

/** Which of `words` have a spelling variant or equivalent, an expansion, a homophone (for reports). */
export function countVariants(words: readonly string[]): {
  spelling: string[];
  contraction: string[];
  homophone: string[];
} {
  const unique = [...new Set(words)];
  return {
    spelling: unique.filter((word) => spellingVariants(word).length > 0),
    contraction: unique.filter((word) => contractionForms(word).length > 0),
    homophone: unique.filter((word) => homophonesOf(word).length > 0),
  };
}
