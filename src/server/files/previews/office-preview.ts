// Office formats shown in the viewer as PDF, made on our own server rather than by an outside office viewer:
// the background preview job converts each file once through LibreOffice (the server's warm converter,
// office-converter.ts) and caches the PDF in the media store; the viewer serves that PDF, and says so clearly while it is being made, when the file could
// not be converted, or without LibreOffice (the viewer then offers the download).
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Readable } from 'node:stream';
import { fileExtension } from '../../../shared/files/format';
import { FILE_ERRORS } from '../../../shared/files/messages';
import { AppError } from '../../http/app-error';
import type { FileReadRow } from '../queries';
import { createConversionProfiles, readProductVersion, type ConversionProfiles } from './office-profile';
import { createOfficeConverter, type OfficeConverter } from './office-converter';
import { createOfficeSandbox, type OfficeSandbox } from './office-sandbox';
import { findProgram, programEnvironment, runProgram } from '../../platform/run-program';
import { previewKey } from '../service';
import type { Storage } from '../../platform/storage/types';

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

/** How this server runs LibreOffice: found and prepared once at start. */
export interface OfficeSetup {
  sofficePath: string;
  /** Undefined only when OFFICE_SANDBOX=off let LibreOffice run without it. */
  sandbox: OfficeSandbox | undefined;
  /** Added to the server's niceness for LibreOffice (BACKGROUND_NICENESS). */
  niceness: number;
  /** The converters' profiles (office-profile.ts). */
  profiles: ConversionProfiles;
  /** The warm LibreOffice every conversion goes through, started at the first. */
  converter: OfficeConverter;
  /** Ends the converter and removes what the setup keeps on disk (the profile converters copy). */
  close(): Promise<void>;
}

/** What a setup is made with, besides LibreOffice and its sandbox. */
export interface OfficeOptions {
  /** Added to the server's niceness for LibreOffice (BACKGROUND_NICENESS). */
  niceness: number;
  /** Where the profile and the converter's folder are made. */
  tempDir: string;
  /** The converter is ended after a conversion that leaves it holding more (OFFICE_MEMORY_MB). */
  memoryLimitBytes: number;
  /** Notes of the converter's restarts. */
  log: { info: (message: string) => void };
}

/** The setup of LibreOffice at `sofficePath`; its profile and converter will be made in `tempDir`. */
export function createOfficeSetup(
  options: { sofficePath: string; sandbox: OfficeSandbox | undefined } & OfficeOptions,
): OfficeSetup {
  const { sofficePath, sandbox, niceness, tempDir, memoryLimitBytes, log } = options;
  const profiles = createConversionProfiles({
    tempDir,
    productVersion: readProductVersion(sofficePath),
    // LibreOffice starts on the profile with the settings, sets it up, and ends: no document is opened. In
    // its sandbox, which shows it `folder`.
    setUp: (profile, folder, { timeoutMs, signal }) => {
      const args = [
        '--headless',
        '--norestore',
        `-env:UserInstallation=${pathToFileURL(profile).href}`,
        '--terminate_after_init',
      ];
      const command = sandbox?.command(sofficePath, args, folder) ?? { program: sofficePath, args };
      return runProgram(command.program, command.args, {
        timeoutMs,
        niceness,
        signal,
        env: programEnvironment(folder),
      });
    },
  });
  const converter = createOfficeConverter({ sofficePath, sandbox, niceness, tempDir, profiles, memoryLimitBytes, log });
  return {
    sofficePath,
    sandbox,
    niceness,
    profiles,
    converter,
    async close() {
      await converter.close();
      await profiles.close();
    },
  };
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
  log,
  ...options
}: {
  sofficePath: string | undefined;
  sandboxMode: OfficeSandboxMode;
  log: { info: (message: string) => void; warn: (message: string) => void };
} & Omit<OfficeOptions, 'log'>): Promise<OfficeSetup | undefined> {
  if (!sofficePath) return undefined;
  if (sandboxMode === 'off') {
    log.warn(
      `LibreOffice (${sofficePath}) converts without its sandbox (OFFICE_SANDBOX=off): a document can make it read local pictures`,
    );
    return createOfficeSetup({ sofficePath, sandbox: undefined, log, ...options });
  }
  try {
    const sandbox = await createOfficeSandbox(sofficePath, options.tempDir, options.niceness);
    log.info(`LibreOffice (${sofficePath}) converts in its sandbox: no network, no file outside the conversion`);
    return createOfficeSetup({ sofficePath, sandbox, log, ...options });
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
 * Converts `input` (an Office file in `workDir`) to PDF in `workDir` and returns the PDF's path: the
 * converter opens the file with the filter its extension names, within `timeoutMs` (the converter's start,
 * when one is needed, gets as long again), in the sandbox, with none of the server's environment.
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
  const output = path.join(workDir, `${path.basename(input, path.extname(input))}.pdf`);
  await office.converter.convert({ input, filter, output, timeoutMs, signal });
  // LibreOffice makes no PDF of a file it could not read.
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
