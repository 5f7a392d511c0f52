// What `npm test` needs from the machine beyond Node and npm (issues 17 and 12), checked before any suite runs.
//
// Each need says how to tell it is there and which Debian package brings it. When something required
// is missing and we run as root with apt-get on PATH, it is installed (`apt-get update` once, then every
// missing package in one quiet `apt-get install`, announced in one line); otherwise the run stops at once
// with the exact command to type. `.ci/run` reaches this through `npm test`, so there is one copy.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Debian's headless build of Chromium: the same Blink and V8 as the full browser, without its window
 * compositor and GPU process, and what Playwright itself runs for headless tests. On two cores the e2e
 * suite took 4.4 minutes in it against 5.7 in the full browser (whose browser and GPU processes used
 * twice the CPU).
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
/** The full browser (package `chromium`), used when it is there and the headless build is not. */
const FULL_CHROMIUM = '/usr/bin/chromium';

/**
 * The Chromium the end-to-end suite drives: CHROMIUM_PATH, else Debian's headless build, else Debian's
 * full browser when only that one is installed.
 */
export function chromiumPath(env: Env = process.env, exists: (file: string) => boolean = fs.existsSync): string {
  if (env.CHROMIUM_PATH) return env.CHROMIUM_PATH;
  return !exists(HEADLESS_SHELL) && exists(FULL_CHROMIUM) ? FULL_CHROMIUM : HEADLESS_SHELL;
}

export interface SystemNeed {
  /** What the suite needs, for the messages. */
  name: string;
  /** The Debian packages that bring it. */
  aptPackages: string[];
  /** False: the suites pass without it, so a missing one is only reported. */
  required: boolean;
  isPresent: () => boolean;
  /** Why apt-get cannot fix it (a CHROMIUM_PATH that points nowhere). */
  whenMissing?: string;
}

/** Asks the machine; tests pass a fake. */
export interface TestMachine {
  isRoot: () => boolean;
  hasAptGet: () => boolean;
  run: (command: string, args: string[]) => void;
}

type Env = Record<string, string | undefined>;

/** LibreOffice's launcher: SOFFICE_PATH, else soffice or libreoffice on PATH (as the server finds it). */
export function hasSoffice(env: Env = process.env, exists: (file: string) => boolean = fs.existsSync): boolean {
  if (env.SOFFICE_PATH) return exists(env.SOFFICE_PATH);
  return (env.PATH ?? '')
    .split(path.delimiter)
    .some((dir) => dir && ['soffice', 'libreoffice'].some((name) => exists(path.join(dir, name))));
}

export function testSystemNeeds(
  env: Env = process.env,
  exists: (file: string) => boolean = fs.existsSync,
): SystemNeed[] {
  const chromium = chromiumPath(env, exists);
  return [
    {
      name: 'Chromium (end-to-end suite)',
      aptPackages: ['chromium-headless-shell'],
      required: true,
      isPresent: () => exists(chromium),
      // Installing Debian's package cannot help when the setting names another path.
      whenMissing: env.CHROMIUM_PATH
        ? `CHROMIUM_PATH=${env.CHROMIUM_PATH} does not exist; point it at a Chromium binary, or unset it to use ${HEADLESS_SHELL} (apt-get install -y chromium-headless-shell)`
        : undefined,
    },
    {
      // Screens are checked with Vietnamese text: without a font that has its diacritics, the
      // screenshots of a failure show boxes. The suites pass without it.
      name: 'Noto fonts with Vietnamese diacritics',
      aptPackages: ['fonts-noto-core'],
      required: false,
      isPresent: () => exists('/usr/share/fonts/truetype/noto'),
    },
    {
      // The preview tests convert a real .docx, .xlsx and .pptx to PDF. Debian's no-GUI
      // packages of the three programs, not `libreoffice-nogui`, which adds Base, Draw, Math and Java.
      name: 'LibreOffice (Office previews)',
      aptPackages: ['libreoffice-writer-nogui', 'libreoffice-calc-nogui', 'libreoffice-impress-nogui'],
      required: true,
      isPresent: () => hasSoffice(env, exists),
      whenMissing: env.SOFFICE_PATH
        ? `SOFFICE_PATH=${env.SOFFICE_PATH} does not exist; point it at LibreOffice's soffice, or unset it to use the one on PATH`
        : undefined,
    },
  ];
}

/** The command a person types to install the packages. */
export function installCommand(packages: string[], { isRoot }: { isRoot: boolean }): string {
  const sudo = isRoot ? '' : 'sudo ';
  return `${sudo}apt-get update && ${sudo}apt-get install -y ${packages.join(' ')}`;
}

/**
 * Installs what is missing when it can; returns the exit code the run should stop with (0: go on).
 * Everything the machine is asked goes through `system`, so the rule is tested without a real apt-get.
 */
export function ensureTestSystem({
  needs,
  system,
  log,
}: {
  needs: SystemNeed[];
  system: TestMachine;
  log: (line: string) => void;
}): number {
  const missing = needs.filter((need) => !need.isPresent());
  if (missing.length === 0) return 0;

  const unfixable = missing.filter((need) => need.whenMissing);
  for (const need of unfixable) log(`${need.name}: ${need.whenMissing}.`);
  const installable = missing.filter((need) => !need.whenMissing);
  const packages = installable.flatMap((need) => need.aptPackages);
  const isRoot = system.isRoot();

  if (packages.length > 0 && isRoot && system.hasAptGet()) {
    log(`Installing from Debian for the tests: ${packages.join(', ')}`);
    try {
      system.run('apt-get', ['update', '-qq']);
      system.run('apt-get', ['install', '-y', '-qq', ...packages]);
    } catch (error) {
      log(`apt-get failed (${(error as Error).message}); to install by hand: ${installCommand(packages, { isRoot })}`);
    }
    const stillMissing = missing.filter((need) => !need.isPresent());
    for (const need of stillMissing) if (!need.whenMissing) log(`${need.name}: still missing.`);
    return stillMissing.some((need) => need.required) ? 1 : 0;
  }

  const requiredMissing = missing.filter((need) => need.required);
  if (packages.length > 0) {
    const command = installCommand(packages, { isRoot });
    const why = isRoot ? 'apt-get is not available' : 'this command is not running as root';
    const names = installable.map((need) => need.name).join(', ');
    if (requiredMissing.length > 0) {
      log(`Missing for the tests: ${names}. It cannot be installed here (${why}); run:\n  ${command}`);
    } else {
      log(`Optional for the tests and missing: ${names} (${why}); to add it: ${command}`);
    }
  }
  return requiredMissing.length > 0 ? 1 : 0;
}

/** The real machine. */
export const machine: TestMachine = {
  isRoot: () => typeof process.getuid === 'function' && process.getuid() === 0,
  hasAptGet: () =>
    (process.env.PATH ?? '').split(path.delimiter).some((dir) => dir && fs.existsSync(path.join(dir, 'apt-get'))),
  run: (command, args) => {
    // Quiet: apt's notes (debconf and the like) are shown only when the command fails.
    const result = spawnSync(command, args, {
      stdio: ['ignore', 'ignore', 'pipe'],
      encoding: 'utf8',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (result.status !== 0) {
      const stderr = (result.stderr ?? '').trim().split('\n').slice(-3).join(' ');
      throw new Error(`${command} ${args[0]} exited with ${result.status ?? result.signal}: ${stderr}`);
    }
  },
};

// Run directly (`tsx scripts/test-setup.ts`): the check alone, exiting with its code.
if (process.argv[1] && path.resolve(process.argv[1]) === new URL(import.meta.url).pathname) {
  process.exitCode = ensureTestSystem({ needs: testSystemNeeds(), system: machine, log: console.info });
}
