// The sandbox every LibreOffice conversion runs in (docs/decisions.md, "LibreOffice reaches nothing"):
// Linux namespaces made by util-linux's `unshare`, which needs no root where the kernel lets users make
// user namespaces (the default on Debian and most distributions).
// - A network namespace of its own, with nothing but a loopback that is down: no request can leave,
//   whatever a document links to and whichever LibreOffice feature follows the link.
// - A mount namespace whose root holds only what LibreOffice needs, read-only (programs, libraries, shared
//   data, fonts, LibreOffice's own folders), a fresh /tmp, and the converter's folder (its profile and the
//   one conversion in progress, office-converter.ts): a document that points at a local file (an SVG
//   picture's own image, an RTF INCLUDEPICTURE field, which no setting of LibreOffice stops) finds nothing
//   there, least of all the uploads, another document or the server's configuration.
// - A PID namespace: when its first process ends, the kernel ends every process in it (soffice.bin too).
// Whether the system allows it is probed once at start (createOfficeSandbox).
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { findProgram, runProgram } from '../../platform/run-program';

export interface OfficeSandbox {
  /** The command that runs `program args` inside the sandbox, for the work in `workDir` (a converter's folder). */
  command(program: string, args: string[], workDir: string): { program: string; args: string[] };
}

/** What LibreOffice reads besides its own folders; the ones a system does not have are left out. */
const SYSTEM_FOLDERS = [
  '/usr/bin',
  '/usr/sbin',
  '/usr/lib',
  '/usr/lib32',
  '/usr/lib64',
  '/usr/libexec',
  '/usr/share',
  '/usr/local/share/fonts',
  '/etc/alternatives',
  '/etc/fonts',
  '/var/cache/fontconfig',
];
/** Links into /usr on merged-/usr systems, real folders on older ones. */
const TOP_LEVEL_FOLDERS = ['/bin', '/sbin', '/lib', '/lib32', '/lib64', '/libx32'];

const UNSHARE_OPTIONS = ['--user', '--map-root-user', '--net', '--mount', '--pid', '--fork', '--kill-child=SIGKILL'];

/**
 * Runs inside the new namespaces: `$1` the sandbox's root (a mount point to make), `$2` the converter's
 * folder, then `bind PATH` and `link PATH TARGET` items up to `--`, then the command. Binds are made
 * read-only with the flags the kernel locks for an unprivileged user kept as they are (nosuid, nodev, the
 * atime flags), or the remount is refused. /proc is a new one, showing only the sandbox's processes.
 */
const SANDBOX_SCRIPT = `set -eu
PATH=/usr/sbin:/usr/bin:/sbin:/bin
root=$1 work=$2
shift 2
mkdir -p "$root"
mount -t tmpfs -o mode=0755 office-sandbox "$root"
mkdir -p "$root/dev" "$root/proc" "$root/tmp"
mount -t tmpfs -o mode=1777 office-tmp "$root/tmp"
while [ "$1" != -- ]; do
  case $1 in
    bind)
      if [ -d "$2" ]; then mkdir -p "$root$2"; else mkdir -p "$(dirname "$root$2")"; : > "$root$2"; fi
      mount --bind "$2" "$root$2"
      mount -o "remount,bind,$(findmnt -n -o VFS-OPTIONS -T "$root$2" | sed 's/^rw/ro/')" "$root$2"
      shift 2 ;;
    link)
      ln -s "$3" "$root$2"
      shift 3 ;;
    *)
      echo "office sandbox: unknown item $1" >&2
      exit 2 ;;
  esac
done
shift
for device in null zero random urandom; do
  : > "$root/dev/$device"
  mount --bind "/dev/$device" "$root/dev/$device"
done
mount -t proc office-proc "$root/proc"
mkdir -p "$root$work"
mount --bind "$work" "$root$work"
cd /
exec chroot "$root" "$@"
`;

/** How long the start-up probe may take (a busy machine; it only mounts and starts a shell). */
const PROBE_TIMEOUT_MS = 30_000;

/**
 * The sandbox for LibreOffice at `sofficePath`, after one run of it (in a folder under `tempDir`, at
 * `niceness` below the server) proved that this system allows it. Rejects with the reason when it does not
 * (no unshare, user namespaces refused, a container that forbids mounting /proc, ...).
 */
export async function createOfficeSandbox(
  sofficePath: string,
  tempDir: string,
  niceness: number,
): Promise<OfficeSandbox> {
  const unshare = findProgram(undefined, ['unshare']);
  if (!unshare) throw new Error('unshare (util-linux) is not installed');
  const soffice = fs.realpathSync(sofficePath);
  const items = sandboxItems(soffice);
  const command = (program: string, args: string[], workDir: string) => ({
    program: unshare,
    args: [
      ...UNSHARE_OPTIONS,
      '--',
      '/bin/sh',
      '-c',
      SANDBOX_SCRIPT,
      'office-sandbox',
      path.join(workDir, '.sandbox-root'),
      workDir,
      ...items,
      '--',
      program,
      ...args,
    ],
  });

  const probeDir = await fsp.mkdtemp(path.join(tempDir, 'office-sandbox-probe-'));
  try {
    // The shell inside must find LibreOffice where the conversions will start it.
    const probe = command('/bin/sh', ['-c', 'test -x "$1" && test -w "$2"', 'probe', soffice, probeDir], probeDir);
    await runProgram(probe.program, probe.args, { timeoutMs: PROBE_TIMEOUT_MS, niceness });
  } finally {
    // What the probe leaves (a folder of mount points) is no reason to go without the sandbox: the next
    // start empties the temporary folder anyway.
    await fsp.rm(probeDir, { recursive: true, force: true, maxRetries: 5 }).catch(() => undefined);
  }
  return { command: (program, args, workDir) => command(program === sofficePath ? soffice : program, args, workDir) };
}

/**
 * The `bind` and `link` items of the sandbox's file system: the system folders this machine has,
 * LibreOffice's installation (the folder above `program/soffice`), and what links in it point to
 * elsewhere (Debian keeps its registry in /etc/libreoffice, for one).
 */
export function sandboxItems(soffice: string): string[] {
  const items: string[] = [];
  for (const folder of TOP_LEVEL_FOLDERS) {
    const stat = fs.lstatSync(folder, { throwIfNoEntry: false });
    if (stat?.isSymbolicLink()) items.push('link', folder, fs.readlinkSync(folder));
    else if (stat?.isDirectory()) items.push('bind', folder);
  }
  const installation = path.dirname(path.dirname(soffice));
  const bound = [...SYSTEM_FOLDERS.filter((folder) => fs.existsSync(folder))];
  const isBound = (target: string) => bound.some((folder) => target === folder || target.startsWith(`${folder}/`));
  if (!isBound(installation)) bound.push(installation);
  for (const target of linkTargetsOutside(installation)) {
    if (!isBound(target)) bound.push(target);
  }
  for (const folder of bound) items.push('bind', folder);
  return items;
}

/** The real paths of the symbolic links under `folder` that lead out of it. */
function linkTargetsOutside(folder: string): string[] {
  const targets = new Set<string>();
  for (const entry of fs.readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isSymbolicLink()) continue;
    let target: string;
    try {
      target = fs.realpathSync(path.join(entry.parentPath, entry.name));
    } catch {
      continue; // A link to nothing gives LibreOffice nothing either.
    }
    if (target !== folder && !target.startsWith(`${folder}/`)) targets.add(target);
  }
  return [...targets];
}
