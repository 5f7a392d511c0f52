import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findSoffice } from './office-preview';
import { createConversionProfiles, profileSettingsXml, readProductVersion } from './office-profile';

const VERSION = '7.4';
const RUN = { timeoutMs: 60_000 };
const settingsOf = (profile: string) => fs.readFile(path.join(profile, 'user', 'registrymodifications.xcu'), 'utf8');

describe('the settings of a conversion’s profile', () => {
  it('lock the document down and name the version that last used the profile', () => {
    const xml = profileSettingsXml(VERSION);
    for (const setting of [
      '<prop oor:name="DisableMacrosExecution" oor:op="fuse"><value>true</value>',
      '<prop oor:name="BlockUntrustedRefererLinks" oor:op="fuse"><value>true</value>',
      '<prop oor:name="ooInetHTTPSProxyPort" oor:op="fuse"><value>9</value>',
      '<item oor:path="/org.openoffice.Setup/Product"><prop oor:name="ooSetupLastVersion" oor:op="fuse"><value>7.4</value>',
    ]) {
      expect(xml).toContain(setting);
    }
    expect(profileSettingsXml(undefined)).not.toContain('ooSetupLastVersion');
  });

  it.runIf(findSoffice(undefined))('read the version from the LibreOffice installation', () => {
    expect(readProductVersion(findSoffice(undefined)!)).toMatch(/^\d+\.\d+$/);
  });

  it('go without a version for a program that is not in a LibreOffice installation', () => {
    expect(readProductVersion('/bin/sh')).toBeUndefined();
    expect(readProductVersion('/nonexistent/program/soffice')).toBeUndefined();
  });
});

describe('conversion profiles', () => {
  let tempDir: string;
  let workDir: string;
  beforeEach(async () => {
    tempDir = await fs.mkdtemp(path.join(os.tmpdir(), 'office-profiles-'));
    workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'office-conversions-'));
  });
  afterEach(async () => {
    await fs.rm(tempDir, { recursive: true, force: true });
    await fs.rm(workDir, { recursive: true, force: true });
  });

  /** A stand-in for LibreOffice setting a profile up: a file of its own, and its own version of the settings. */
  function standInSetUp() {
    const calls: string[] = [];
    const setUp = async (profile: string, folder: string) => {
      calls.push(folder);
      expect(await settingsOf(profile)).toBe(profileSettingsXml(VERSION));
      expect(path.dirname(profile)).toBe(folder);
      await new Promise((resolve) => setTimeout(resolve, 50));
      await fs.mkdir(path.join(profile, 'user', 'extensions'), { recursive: true });
      await fs.writeFile(path.join(profile, 'user', 'extensions', 'buildid'), 'set up');
      await fs.writeFile(path.join(profile, 'user', 'registrymodifications.xcu'), '<oor:items/>');
    };
    return { calls, setUp };
  }

  it('set one profile up, in a private folder, and give each conversion a copy with the settings', async () => {
    const { calls, setUp } = standInSetUp();
    const profiles = createConversionProfiles({ tempDir, productVersion: VERSION, setUp });
    const [first, second, third] = ['a', 'b', 'c'].map((name) => path.join(workDir, name, 'profile'));
    await Promise.all([profiles.makeProfile(first!, RUN), profiles.makeProfile(second!, RUN)]);
    await profiles.makeProfile(third!, RUN);

    expect(calls).toHaveLength(1);
    expect(path.dirname(calls[0]!)).toBe(tempDir);
    expect((await fs.stat(calls[0]!)).mode & 0o777).toBe(0o700);
    for (const profile of [first!, second!, third!]) {
      expect(await fs.readFile(path.join(profile, 'user', 'extensions', 'buildid'), 'utf8')).toBe('set up');
      // The settings are the server's, whatever LibreOffice kept in the profile it set up.
      expect(await settingsOf(profile)).toBe(profileSettingsXml(VERSION));
    }
    // Copies: what one conversion writes in its profile stays there.
    await fs.writeFile(path.join(first!, 'user', 'extensions', 'buildid'), 'changed by a document');
    await profiles.makeProfile(path.join(workDir, 'd', 'profile'), RUN);
    expect(await fs.readFile(path.join(workDir, 'd', 'profile', 'user', 'extensions', 'buildid'), 'utf8')).toBe(
      'set up',
    );

    await profiles.close();
    expect(await fs.readdir(tempDir)).toEqual([]);
  });

  it('give a new profile with the settings when the setting up fails, and try again at the next conversion', async () => {
    let failures = 1;
    const { calls, setUp } = standInSetUp();
    const profiles = createConversionProfiles({
      tempDir,
      productVersion: VERSION,
      setUp: async (profile, folder) => {
        if (failures-- > 0) throw new Error('did not finish within 60000 ms');
        await setUp(profile, folder);
      },
    });
    const first = path.join(workDir, 'a', 'profile');
    await profiles.makeProfile(first, RUN);
    expect(await fs.readdir(path.join(first, 'user'))).toEqual(['registrymodifications.xcu']);
    expect(await settingsOf(first)).toBe(profileSettingsXml(VERSION));
    expect(await fs.readdir(tempDir)).toEqual([]);

    const second = path.join(workDir, 'b', 'profile');
    await profiles.makeProfile(second, RUN);
    expect(calls).toHaveLength(1);
    expect(await fs.readFile(path.join(second, 'user', 'extensions', 'buildid'), 'utf8')).toBe('set up');
    await profiles.close();
    expect(await fs.readdir(tempDir)).toEqual([]);
  });
});
