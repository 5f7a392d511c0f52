// A stand-in for LibreOffice's launcher, for the tests of what the server does around LibreOffice (time
// limits, crashes, restarts) without LibreOffice's seconds. It plays both parts the converter starts it
// for (office-converter.ts):
// - the listener (`private:factory/swriter`): opens the pipe a conversion hands its work to (an empty file
//   under the name LibreOffice would give it), notes its process id in `<dir>/listener.pid` and a line in
//   `<dir>/listeners.log`, and waits;
// - a conversion (`--convert-to`): runs `onConvert`, a shell fragment in which `$input` is the file and
//   `$outdir` the folder its PDF goes to.
// Anything else (the setting up of a profile) ends at once. Tests use it without the sandbox: the stand-in
// writes in `dir`, which the sandbox would not show it.
import fs from 'node:fs/promises';
import path from 'node:path';

/** The hash in the name of LibreOffice's pipe (officePipeHash), computed by the stand-in with this Node. */
const PIPE_HASH_SCRIPT =
  "process.stdout.write([...require('node:crypto').createHash('md5').update(Buffer.from(process.argv[1], 'utf16le')).digest()].map((byte) => byte.toString(16)).join(''))";

/** Writes the stand-in as `<dir>/soffice` and returns its path. */
export async function writeStandInSoffice(dir: string, onConvert: string): Promise<string> {
  const soffice = path.join(dir, 'soffice');
  await fs.writeFile(
    soffice,
    `#!/bin/sh
case " $* " in
  *" private:factory/swriter "*)
    for arg; do
      case $arg in -env:UserInstallation=*) profile=\${arg#-env:UserInstallation=} ;; esac
    done
    hash=$("${process.execPath}" -e "${PIPE_HASH_SCRIPT}" "$profile")
    echo $$ > "${dir}/listener.pid"
    echo started >> "${dir}/listeners.log"
    : > "/tmp/OSL_PIPE_$(id -u)_SingleOfficeIPC_$hash"
    exec sleep 3600 ;;
  *" --convert-to "*)
    while [ $# -gt 1 ]; do
      [ "$1" = --outdir ] && outdir=$2
      shift
    done
    input=$1
    ${onConvert} ;;
esac
`,
    { mode: 0o755 },
  );
  return soffice;
}

/** The process id the stand-in's running listener noted. */
export async function standInListener(dir: string): Promise<number> {
  return Number(await fs.readFile(path.join(dir, 'listener.pid'), 'utf8'));
}

/** How many listeners the stand-in has started. */
export async function standInListenerStarts(dir: string): Promise<number> {
  const log = await fs.readFile(path.join(dir, 'listeners.log'), 'utf8').catch(() => '');
  return log.split('\n').filter(Boolean).length;
}
