// The two ways the tests run a command-line tool. In this process is the usual one: a spawned process pays
// for tsx, the modules and its own embedded database each time. One test per tool still spawns the real
// command line, for what only a process has: argv, the environment, stdout and stderr, the exit code.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { CliMain } from './cli-process';

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

type Env = Record<string, string | undefined>;

const root = path.resolve(import.meta.dirname, '..', '..');
const tsx = path.join(root, 'node_modules', '.bin', 'tsx');

/** Runs a tool's main in this process; it must close what it opened, as other runs follow here. */
export async function runCliInProcess(main: CliMain, args: string[], env: Env): Promise<CliResult> {
  let stdout = '';
  let stderr = '';
  const code = await main({
    args,
    env,
    stdout: { write: (text) => (stdout += text) },
    stderr: { write: (text) => (stderr += text) },
  });
  return { code, stdout, stderr };
}

/**
 * Runs `tsx script args…` from the repository's root, with `env` as the whole environment. Pass the test's
 * `signal`: a test that timed out stops its process, which would otherwise go on writing to a data folder
 * the next test uses.
 */
export async function runCliAsProcess(
  script: string,
  args: string[],
  env: Env,
  signal?: AbortSignal,
): Promise<CliResult> {
  try {
    const { stdout, stderr } = await promisify(execFile)(tsx, [script, ...args], { cwd: root, env, signal });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failure = error as { code: number; stdout: string; stderr: string };
    return { code: failure.code, stdout: failure.stdout, stderr: failure.stderr };
  }
}
