// The LibreOffice profile of each converter (office-converter.ts): a folder of its own, holding the settings
// that let a document load nothing from outside itself and run nothing (PROFILE_SETTINGS).
//
// A new profile costs LibreOffice most of a start: it starts twice (the first start sets the profile up,
// then restarts itself), and at the first start of a version in a profile it runs its graphics self-tests,
// seconds of CPU, which it would run at every start since a headless start never records the version. So the
// profile records the version, and the first conversion of a server process has LibreOffice set up one
// profile, in a private folder; every converter (the first, and each one started after an end) then starts
// from a copy of it, with the settings written again on the copy.
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';

/**
 * LibreOffice settings written into each converter's own profile: a document may load nothing from
 * outside itself and run nothing. They hold where the sandbox cannot be made (OFFICE_SANDBOX=off).
 */
const PROFILE_SETTINGS: Array<{ path: string; property: string; value: string }> = [
  // Linked images and other resources of a document are not loaded ("stealth mode"), local or remote.
  { path: '/org.openoffice.Office.Common/Security/Scripting', property: 'BlockUntrustedRefererLinks', value: 'true' },
  // LibreOffice 7.6 and later: no OLE links, DDE or other active content at all.
  { path: '/org.openoffice.Office.Common/Security/Scripting', property: 'DisableActiveContent', value: 'true' },
  { path: '/org.openoffice.Office.Common/Security/Scripting', property: 'DisableMacrosExecution', value: 'true' },
  { path: '/org.openoffice.Office.Common/Security/Scripting', property: 'MacroSecurityLevel', value: '3' },
  // Links (sections, linked sheets) are never updated, and sheets keep their saved values instead of
  // recalculating on load (WEBSERVICE would fetch its address).
  { path: '/org.openoffice.Office.Writer/Content/Update', property: 'Link', value: '0' },
  { path: '/org.openoffice.Office.Calc/Content/Update', property: 'Link', value: '1' },
  { path: '/org.openoffice.Office.Calc/Formula/Load', property: 'OOXMLRecalcMode', value: '1' },
  { path: '/org.openoffice.Office.Calc/Formula/Load', property: 'ODFRecalcMode', value: '1' },
  // Whatever still tries the network goes to a proxy on a closed local port (9, discard) and fails there.
  ...(['HTTP', 'HTTPS', 'FTP'] as const).flatMap((scheme) => [
    { path: '/org.openoffice.Inet/Settings', property: `ooInet${scheme}ProxyName`, value: '127.0.0.1' },
    { path: '/org.openoffice.Inet/Settings', property: `ooInet${scheme}ProxyPort`, value: '9' },
  ]),
  { path: '/org.openoffice.Inet/Settings', property: 'ooInetNoProxy', value: '' },
  { path: '/org.openoffice.Inet/Settings', property: 'ooInetProxyType', value: '1' },
  { path: '/org.openoffice.Office.Common/Misc', property: 'CrashReport', value: 'false' },
  {
    path: "/org.openoffice.Office.Jobs/Jobs/org.openoffice.Office.Jobs:Job['UpdateCheck']/Arguments",
    property: 'AutoCheckEnabled',
    value: 'false',
  },
];

/**
 * The registrymodifications.xcu that carries PROFILE_SETTINGS into a profile, and `productVersion` as the
 * version that last used it: LibreOffice runs its graphics self-tests when a newer version starts.
 */
export function profileSettingsXml(productVersion: string | undefined): string {
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
  const settings = [
    ...PROFILE_SETTINGS,
    ...(productVersion
      ? [{ path: '/org.openoffice.Setup/Product', property: 'ooSetupLastVersion', value: productVersion }]
      : []),
  ];
  const items = settings.map(
    ({ path: itemPath, property, value }) =>
      `<item oor:path="${escape(itemPath)}"><prop oor:name="${property}" oor:op="fuse"><value>${escape(value)}</value></prop></item>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<oor:items xmlns:oor="http://openoffice.org/2001/registry" xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">',
    ...items,
    '</oor:items>',
    '',
  ].join('\n');
}

/**
 * The version LibreOffice compares with a profile's last one ("7.4", "24.2"): ooSetupVersion in its
 * installation's share/registry/main.xcd (the folder above `program/soffice`). Undefined when it is not
 * there (another layout, or not LibreOffice): profiles then go without, and converters start slower.
 */
export function readProductVersion(sofficePath: string): string | undefined {
  try {
    const installation = path.dirname(path.dirname(fs.realpathSync(sofficePath)));
    const registry = fs.readFileSync(path.join(installation, 'share', 'registry', 'main.xcd'), 'utf8');
    return /<prop oor:name="ooSetupVersion"[^>]*>\s*<value>(\d+\.\d+)<\/value>/.exec(registry)?.[1];
  } catch {
    return undefined;
  }
}

/** Writes the settings into the profile at `profile`, made when missing. */
async function writeSettings(profile: string, settingsXml: string): Promise<void> {
  await fsp.mkdir(path.join(profile, 'user'), { recursive: true });
  await fsp.writeFile(path.join(profile, 'user', 'registrymodifications.xcu'), settingsXml);
}

export interface ProgramRun {
  timeoutMs: number;
  signal?: AbortSignal;
}

export interface ConversionProfiles {
  /**
   * Makes `profile` (a folder in the converter's own) a profile with the settings: a copy of the one set up
   * at the first call, or, when that could not be made, a new one (LibreOffice sets it up itself, slower).
   */
  makeProfile(profile: string, run: ProgramRun): Promise<void>;
  /** Removes the set-up profile, once a setting up in progress has ended. */
  close(): Promise<void>;
}

/**
 * The profiles of one server process's converters. `setUp` runs LibreOffice once on the profile at
 * `profile` in the folder `folder` (the sandbox's working folder), so that it sets the profile up.
 */
export function createConversionProfiles({
  tempDir,
  productVersion,
  setUp,
}: {
  tempDir: string;
  productVersion: string | undefined;
  setUp: (profile: string, folder: string, run: ProgramRun) => Promise<void>;
}): ConversionProfiles {
  const settingsXml = profileSettingsXml(productVersion);
  let prepared: Promise<string> | undefined;
  const folders = new Set<string>();

  async function prepare(run: ProgramRun): Promise<string> {
    // Private to the server's user (mkdtemp makes it 0700), and never shown to a converter's sandbox.
    const folder = await fsp.mkdtemp(path.join(tempDir, 'office-profile-'));
    folders.add(folder);
    try {
      const profile = path.join(folder, 'profile');
      await writeSettings(profile, settingsXml);
      await setUp(profile, folder, run);
      return profile;
    } catch (error) {
      folders.delete(folder);
      await fsp.rm(folder, { recursive: true, force: true, maxRetries: 5 });
      throw error;
    }
  }

  return {
    async makeProfile(profile, run) {
      if (!prepared) {
        const attempt = prepare(run);
        // A failure (a time limit on a busy machine, a shutdown) is not kept: the next start tries again.
        attempt.catch(() => {
          if (prepared === attempt) prepared = undefined;
        });
        prepared = attempt;
      }
      const template = prepared;
      try {
        await fsp.cp(await template, profile, { recursive: true });
      } catch {
        await fsp.rm(profile, { recursive: true, force: true });
      }
      // The copy's settings are written again: those LibreOffice kept in the set-up profile are not relied on.
      await writeSettings(profile, settingsXml);
    },
    async close() {
      await prepared?.catch(() => undefined);
      await Promise.all([...folders].map((folder) => fsp.rm(folder, { recursive: true, force: true, maxRetries: 5 })));
      folders.clear();
      prepared = undefined;
    },
  };
}
