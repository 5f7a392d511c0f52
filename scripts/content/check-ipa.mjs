// npm run content:check-ipa (development only; needs espeak-ng: apt-get install espeak-ng)
// Compares the main stress of every bundled word's IPA (phonetic.mjs) with espeak-ng's American reading and
// writes content/source/ipa-check.json: for each token, our IPA and espeak-ng's. It lists the tokens whose
// main stress falls on another syllable; content:build refuses to ship those until a reviewer records the IPA
// (after fixing it, or judging ours right) in content/source/ipa-reviewed.json. The build itself never runs
// espeak-ng: it reads the committed file.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { phoneticTokens, stressAgrees, tokenPhonetic } from './phonetic.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SOURCE = path.join(root, 'content/source/vocabulary.csv');
const CHECKED = path.join(root, 'content/source/ipa-check.json');
const REVIEWED = path.join(root, 'content/source/ipa-reviewed.json');

function espeak(text) {
  // One clause per line: each token's reading comes back on its own line, in order.
  const output = execFileSync('espeak-ng', ['-q', '--ipa', '-v', 'en-us', '--stdin'], {
    input: text,
    encoding: 'utf8',
  });
  return output
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

function main() {
  let version;
  try {
    version = execFileSync('espeak-ng', ['--version'], { encoding: 'utf8' }).trim();
  } catch {
    console.error('espeak-ng is not installed (apt-get install espeak-ng)');
    return 1;
  }
  const words = fs
    .readFileSync(SOURCE, 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => line.split(',')[1].trim());
  const tokens = [...new Set(words.flatMap(phoneticTokens))].sort();
  const ours = new Map(tokens.map((token) => [token, tokenPhonetic(token)]));
  const known = tokens.filter((token) => ours.get(token) !== undefined);
  // Hyphens would make espeak-ng read "long-term" as two clauses; a period ends each line's clause.
  const readings = espeak(known.map((token) => `${token.replaceAll('-', ' ')}.`).join('\n'));
  if (readings.length !== known.length) {
    console.error(`espeak-ng returned ${readings.length} readings for ${known.length} tokens`);
    return 1;
  }
  const reviewed = fs.existsSync(REVIEWED) ? JSON.parse(fs.readFileSync(REVIEWED, 'utf8')) : {};
  const checked = {};
  const disagreements = [];
  known.forEach((token, index) => {
    const entry = { ours: /** @type {string} */ (ours.get(token)), espeak: readings[index].replaceAll(' ', '') };
    checked[token] = entry;
    if (!stressAgrees(entry.ours, entry.espeak)) disagreements.push({ token, ...entry });
  });
  fs.writeFileSync(CHECKED, `${JSON.stringify({ checkedWith: version, tokens: checked }, null, 1)}\n`);
  const unreviewed = disagreements.filter((entry) => reviewed[entry.token]?.ipa !== entry.ours);
  console.info(
    `${path.relative(root, CHECKED)}: ${known.length} tokens, ${disagreements.length} stress disagreement(s) with espeak-ng, ` +
      `${disagreements.length - unreviewed.length} reviewed, ${unreviewed.length} to review`,
  );
  for (const entry of unreviewed) console.info(`  ${entry.token}: ours ${entry.ours}, espeak-ng ${entry.espeak}`);
  const missing = tokens.filter((token) => ours.get(token) === undefined);
  if (missing.length > 0) console.info(`not in the CMU dictionary (add an override): ${missing.join(', ')}`);
  return 0;
}

process.exitCode = main();
