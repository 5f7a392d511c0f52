// The Office benches' LibreOffice: the product's converter set up as the server sets it up (in its sandbox
// when this system allows it, at the server's own priority), and the one-line .docx both benches convert.
import {
  createOfficeSetup,
  findSoffice,
  prepareOffice,
  type OfficeSetup,
} from '../src/server/files/previews/office-preview.ts';
import { makeOfficeDocuments } from '../src/server/files/previews/test-documents.ts';

/** The converter and the document, or null (after saying why) when LibreOffice is not installed. */
export async function benchOffice(
  bench: string,
  tempDir: string,
  memoryLimitBytes: number,
): Promise<{ office: OfficeSetup; docx: Buffer } | null> {
  const sofficePath = findSoffice(undefined);
  if (!sofficePath) {
    console.log(`${bench}: skipped (no LibreOffice: install libreoffice-writer-nogui)`);
    return null;
  }
  const options = { tempDir, niceness: 0, memoryLimitBytes };
  const log = { info: () => {}, warn: () => {} };
  const office =
    (await prepareOffice({ sofficePath, sandboxMode: 'required', log, ...options })) ??
    createOfficeSetup({ sofficePath, sandbox: undefined, log, ...options });
  try {
    const { docx } = await makeOfficeDocuments(sofficePath, { docx: 'Xin chào', xlsx: '-', pptx: '-' });
    return { office, docx };
  } catch (error) {
    await office.close();
    throw error;
  }
}

/**
 * Kills the running converter's process group and waits until the converter has noticed its end (else the
 * next conversion would find it ending, and start another all the same).
 */
export async function killConverter(office: OfficeSetup): Promise<void> {
  const group = office.converter.processGroup();
  if (group !== undefined) process.kill(-group, 'SIGKILL');
  while (office.converter.processGroup() !== undefined) await new Promise((resolve) => setTimeout(resolve, 10));
}
