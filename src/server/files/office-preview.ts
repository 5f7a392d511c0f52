// Office formats shown in the viewer as PDF, made on our own server rather than by an outside office viewer:
// the background preview job converts each file once through LibreOffice and caches the PDF in the
// media store; the viewer serves that PDF, and says so clearly while it is being made, when the file could
// not be converted, or without LibreOffice (the viewer then offers the download).
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Readable } from 'node:stream';
import { fileExtension } from '../../shared/files/format';
import { FILE_ERRORS } from '../../shared/files/messages';
import { AppError } from '../http/app-error';
import type { FileReadRow } from './queries';
import { createOfficeSandbox, type OfficeSandbox } from './office-sandbox';
import { findProgram, programEnvironment, runProgram } from './run-program';
import { previewKey } from './service';
import type { Storage } from './storage/types';

const OFFICE_EXTENSIONS = new Set(['doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'odt', 'ods', 'odp', 'rtf']);

export function isOfficeFile(filename: string): boolean {
  return OFFICE_EXTENSIONS.has(fileExtension(filename));
}

/** The configured path, else soffice or libreoffice on PATH. */
export function findSoffice(configured: string | undefined, searchPath?: string): string | undefined {
  return findProgram(configured, ['soffice', 'libreoffice'], searchPath);
}

/**
 * The import filter LibreOffice must use for each extension. Left to itself, LibreOffice looks at the
 * bytes and opens HTML or a flat XML document whatever the name says, and its HTML import fetches the
 * page's style sheets, images and frames; a .docx that is not a Word document now fails to open instead.
 * Files of older formats that share an extension (Word 6/95 .doc, Excel 5/95 .xls, web pages saved as
 * .xls) fail too, and keep their download.
 */
const IMPORT_FILTERS: Record<string, string> = {
  doc: 'MS Word 97',
  docx: 'MS Word 2007 XML',
  rtf: 'Rich Text Format',
  odt: 'writer8',
  xls: 'MS Excel 97',
  xlsx: 'Calc MS Excel 2007 XML',
  ods: 'calc8',
  ppt: 'MS PowerPoint 97',
  pptx: 'Impress MS PowerPoint 2007 XML',
  odp: 'impress8',
};

/**
 * LibreOffice settings written into each conversion's own profile: a document may load nothing from
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

/** The registrymodifications.xcu that carries PROFILE_SETTINGS into a new LibreOffice profile. */
export function profileSettingsXml(): string {
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
  const items = PROFILE_SETTINGS.map(
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

/** How this server runs LibreOffice: found and prepared once at start. */
export interface OfficeSetup {
  sofficePath: string;
  /** Undefined only when OFFICE_SANDBOX=off let LibreOffice run without it. */
  sandbox: OfficeSandbox | undefined;
  /** Added to the server's niceness for LibreOffice (BACKGROUND_NICENESS). */
  niceness: number;
}

export type OfficeSandboxMode = 'required' | 'off';

/**
 * Finds out whether this system can give LibreOffice its sandbox, and says so in the log. Undefined (no
 * Office previews, as without LibreOffice) when there is no LibreOffice, or when the sandbox is required
 * and cannot be made: converting without it would let a document read local files.
 */
export async function prepareOffice({
  sofficePath,
  sandboxMode,
  tempDir,
  niceness,
  log,
}: {
  sofficePath: string | undefined;
  sandboxMode: OfficeSandboxMode;
  tempDir: string;
  niceness: number;
  log: { info: (message: string) => void; warn: (message: string) => void };
}): Promise<OfficeSetup | undefined> {
  if (!sofficePath) return undefined;
  if (sandboxMode === 'off') {
    log.warn(
      `LibreOffice (${sofficePath}) converts without its sandbox (OFFICE_SANDBOX=off): a document can make it read local pictures`,
    );
    return { sofficePath, sandbox: undefined, niceness };
  }
  try {
    const sandbox = await createOfficeSandbox(sofficePath, tempDir, niceness);
    log.info(`LibreOffice (${sofficePath}) converts in its sandbox: no network, no file outside the conversion`);
    return { sofficePath, sandbox, niceness };
  } catch (error) {
    log.warn(
      `LibreOffice (${sofficePath}) is not used: its sandbox cannot be made on this system (${(error as Error).message.slice(0, 500)}). ` +
        'Office files get no preview. Allow unprivileged user namespaces (or run the container with them), ' +
        'or set OFFICE_SANDBOX=off to convert without the sandbox.',
    );
    return undefined;
  }
}

/**
 * Converts `input` (an Office file in `workDir`) to PDF in `workDir` and returns the PDF's path. Each
 * conversion has its own LibreOffice profile in `workDir` (so conversions may run side by side) holding
 * PROFILE_SETTINGS, opens the file with the filter its extension names, runs in the sandbox, with none of
 * the server's environment; the whole LibreOffice process group is killed after `timeoutMs`.
 */
export async function convertOfficeToPdf({
  office,
  input,
  workDir,
  timeoutMs,
  signal,
}: {
  office: OfficeSetup;
  input: string;
  workDir: string;
  timeoutMs: number;
  signal?: AbortSignal;
}): Promise<string> {
  const filter = IMPORT_FILTERS[fileExtension(input)];
  if (!filter) throw new Error(`no LibreOffice import filter for ${path.basename(input)}`);
  const profile = path.join(workDir, 'profile');
  await fsp.mkdir(path.join(profile, 'user'), { recursive: true });
  await fsp.writeFile(path.join(profile, 'user', 'registrymodifications.xcu'), profileSettingsXml());
  const args = [
    '--headless',
    '--norestore',
    `-env:UserInstallation=${pathToFileURL(profile).href}`,
    `--infilter=${filter}`,
    '--convert-to',
    'pdf',
    '--outdir',
    workDir,
    input,
  ];
  const command = office.sandbox?.command(office.sofficePath, args, workDir) ?? { program: office.sofficePath, args };
  await runProgram(command.program, command.args, {
    timeoutMs,
    niceness: office.niceness,
    signal,
    env: programEnvironment(workDir),
  });
  const output = path.join(workDir, `${path.basename(input, path.extname(input))}.pdf`);
  // LibreOffice exits with 0 even when it could not read the file; it then writes nothing.
  if (!fs.existsSync(output)) throw new Error('LibreOffice wrote no PDF');
  return output;
}

/**
 * The viewer's preview.pdf: the PDF the background preview job made. A request never converts: a
 * conversion takes seconds of CPU and anyone may ask for a public file's preview again and again, so the
 * job converts each file once and its outcome (the PDF, or 'failed') is what every request gets.
 */
export function createOfficePreviewer(options: { storage: Storage; sofficePath: string | undefined }) {
  const { storage, sofficePath } = options;

  return {
    async open(row: FileReadRow): Promise<Readable> {
      if (!isOfficeFile(row.filename)) throw AppError.from(404, FILE_ERRORS.previewUnavailable);
      const key = previewKey(row.id);
      if (await storage.media.exists(key)) return storage.media.open(key);
      if (row.previewState === 'failed') throw AppError.from(422, FILE_ERRORS.previewFailed);
      // 'ready' without a PDF: the job ran while LibreOffice was not installed.
      if (row.previewState === 'ready' || !sofficePath) throw AppError.from(404, FILE_ERRORS.previewUnavailable);
      throw AppError.from(409, FILE_ERRORS.previewPending);
    },
  };
}
