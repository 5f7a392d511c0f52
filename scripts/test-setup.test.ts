import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { chromiumPath, ensureTestSystem, testSystemNeeds, type SystemNeed, type TestMachine } from './test-setup.ts';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '..');

/** A machine whose packages appear once apt-get "installs" them. */
function fakeMachine({
  isRoot,
  hasAptGet,
  failing = false,
}: {
  isRoot: boolean;
  hasAptGet: boolean;
  failing?: boolean;
}) {
  const installed = new Set<string>();
  const commands: string[] = [];
  const system: TestMachine = {
    isRoot: () => isRoot,
    hasAptGet: () => hasAptGet,
    run: (command, args) => {
      commands.push([command, ...args].join(' '));
      if (failing) throw new Error('E: Unable to locate package');
      if (args[0] === 'install')
        for (const name of args.filter((arg) => !arg.startsWith('-')).slice(1)) installed.add(name);
    },
  };
  const need = (aptPackage: string, required: boolean, alsoNeeds: string[] = []): SystemNeed => ({
    name: aptPackage,
    aptPackages: [aptPackage, ...alsoNeeds],
    required,
    isPresent: () => [aptPackage, ...alsoNeeds].every((name) => installed.has(name)),
  });
  return { system, commands, installed, need };
}

function check(needs: SystemNeed[], system: TestMachine) {
  const lines: string[] = [];
  const code = ensureTestSystem({ needs, system, log: (line) => lines.push(line) });
  return { code, output: lines.join('\n') };
}

describe('what npm test needs from the machine', () => {
  it('does nothing when everything is there', () => {
    const fake = fakeMachine({ isRoot: true, hasAptGet: true });
    fake.installed.add('chromium');
    expect(check([fake.need('chromium', true)], fake.system)).toEqual({ code: 0, output: '' });
    expect(fake.commands).toEqual([]);
  });

  it('installs every missing package as root, updating the package lists once, and says so in one line', () => {
    const fake = fakeMachine({ isRoot: true, hasAptGet: true });
    const result = check([fake.need('chromium', true), fake.need('fonts-noto-core', false)], fake.system);
    expect(result.code).toBe(0);
    expect(result.output).toBe('Installing from Debian for the tests: chromium, fonts-noto-core');
    expect(fake.commands).toEqual(['apt-get update -qq', 'apt-get install -y -qq chromium fonts-noto-core']);
  });

  it('installs every package of a need that takes several (LibreOffice: writer, calc, impress)', () => {
    const fake = fakeMachine({ isRoot: true, hasAptGet: true });
    fake.installed.add('chromium');
    const office = fake.need('libreoffice-writer-nogui', true, ['libreoffice-calc-nogui', 'libreoffice-impress-nogui']);
    const result = check([fake.need('chromium', true), office], fake.system);
    expect(result.code).toBe(0);
    expect(fake.commands).toEqual([
      'apt-get update -qq',
      'apt-get install -y -qq libreoffice-writer-nogui libreoffice-calc-nogui libreoffice-impress-nogui',
    ]);
  });

  it('asks for LibreOffice where the server looks for it: SOFFICE_PATH, else soffice or libreoffice on PATH', () => {
    const office = (env: Record<string, string>, files: string[]) =>
      testSystemNeeds(env, (file) => files.includes(file)).find((need) => need.name.startsWith('LibreOffice'))!;
    expect(office({ PATH: '/opt/bin:/usr/bin' }, ['/usr/bin/soffice']).isPresent()).toBe(true);
    expect(office({ PATH: '/usr/local/bin' }, ['/usr/local/bin/libreoffice']).isPresent()).toBe(true);
    const missing = office({ PATH: '/usr/bin' }, []);
    expect(missing.isPresent()).toBe(false);
    expect(missing.required).toBe(true);
    expect(missing.aptPackages).toEqual([
      'libreoffice-writer-nogui',
      'libreoffice-calc-nogui',
      'libreoffice-impress-nogui',
    ]);
    const misconfigured = office({ PATH: '/usr/bin', SOFFICE_PATH: '/nowhere/soffice' }, ['/usr/bin/soffice']);
    expect(misconfigured.isPresent()).toBe(false);
    expect(misconfigured.whenMissing).toContain('SOFFICE_PATH=/nowhere/soffice does not exist');
  });

  it('stops with the exact command when a required package is missing and it cannot install', () => {
    const fake = fakeMachine({ isRoot: false, hasAptGet: true });
    const result = check([fake.need('chromium', true)], fake.system);
    expect(result.code).toBe(1);
    expect(result.output).toContain('not running as root');
    expect(result.output).toContain('sudo apt-get update && sudo apt-get install -y chromium');
    expect(fake.commands).toEqual([]);
  });

  it('stops when apt-get is missing, even as root', () => {
    const fake = fakeMachine({ isRoot: true, hasAptGet: false });
    const result = check([fake.need('chromium', true)], fake.system);
    expect(result.code).toBe(1);
    expect(result.output).toContain('apt-get is not available');
    expect(result.output).toContain('apt-get update && apt-get install -y chromium');
  });

  it('goes on without an optional package it cannot install, naming the command to add it', () => {
    const fake = fakeMachine({ isRoot: false, hasAptGet: false });
    const result = check([fake.need('fonts-noto-core', false)], fake.system);
    expect(result.code).toBe(0);
    expect(result.output).toContain('sudo apt-get install -y fonts-noto-core');
  });

  it('stops when apt-get fails and the package is still missing', () => {
    const fake = fakeMachine({ isRoot: true, hasAptGet: true, failing: true });
    const result = check([fake.need('chromium', true)], fake.system);
    expect(result.code).toBe(1);
    expect(result.output).toContain('apt-get failed (E: Unable to locate package)');
    expect(result.output).toContain('chromium: still missing.');
  });

  it('never installs Debian’s Chromium for a CHROMIUM_PATH that points nowhere', () => {
    const fake = fakeMachine({ isRoot: true, hasAptGet: true });
    const needs = testSystemNeeds({ CHROMIUM_PATH: '/nowhere/chrome' }, () => false).filter((need) =>
      need.name.startsWith('Chromium'),
    );
    const result = check(needs, fake.system);
    expect(result.code).toBe(1);
    expect(result.output).toContain('CHROMIUM_PATH=/nowhere/chrome does not exist');
    expect(fake.commands).toEqual([]);
  });

  it('drives CHROMIUM_PATH, else the headless build, else the full browser when only it is installed', () => {
    const only =
      (...files: string[]) =>
      (file: string) =>
        files.includes(file);
    const shell = '/usr/bin/chromium-headless-shell';
    const full = '/usr/bin/chromium';
    expect(chromiumPath({ CHROMIUM_PATH: '/opt/chrome' }, only(shell, full))).toBe('/opt/chrome');
    expect(chromiumPath({}, only(shell, full))).toBe(shell);
    expect(chromiumPath({}, only(full))).toBe(full);
    expect(chromiumPath({}, only())).toBe(shell);
  });

  it('installs Debian’s headless Chromium when no Chromium is there', () => {
    const fake = fakeMachine({ isRoot: true, hasAptGet: true });
    const browser = testSystemNeeds({}, () => false).find((need) => need.name.startsWith('Chromium'))!;
    expect(browser.aptPackages).toEqual(['chromium-headless-shell']);
    check([browser], fake.system);
    expect(fake.commands).toEqual(['apt-get update -qq', 'apt-get install -y -qq chromium-headless-shell']);
  });

  it('the script itself prints what is missing and exits non-zero', async () => {
    // PATH holds only Node (no apt-get) and CHROMIUM_PATH names a missing file: nothing can be installed.
    const tsx = path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');
    const env = {
      PATH: path.dirname(process.execPath),
      HOME: process.env.HOME ?? '/tmp',
      CHROMIUM_PATH: '/nowhere/chromium',
    };
    const failure = await run(process.execPath, [tsx, 'scripts/test-setup.ts'], { cwd: root, env }).then(
      () => null,
      (error: { code: number; stdout: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stdout).toContain('CHROMIUM_PATH=/nowhere/chromium does not exist');
    expect(failure?.stdout).toContain('apt-get install -y chromium');
  });
});
