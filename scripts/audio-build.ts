// npm run audio:build: generates the missing audio of every practice item (lib/audio-build.ts).
import 'dotenv/config';
import { runAudioBuild } from './lib/audio-build';

const code = await runAudioBuild({
  args: process.argv.slice(2),
  env: process.env,
  stdout: process.stdout,
  stderr: process.stderr,
});
process.exit(code);
