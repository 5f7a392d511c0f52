// npm run content:import -- FILE [FILE...]: imports content files into the practice store (lib/content-import.ts).
import 'dotenv/config';
import { runContentImport } from './lib/content-import';

const code = await runContentImport({
  args: process.argv.slice(2),
  env: process.env,
  stdout: process.stdout,
  stderr: process.stderr,
});
process.exit(code);
