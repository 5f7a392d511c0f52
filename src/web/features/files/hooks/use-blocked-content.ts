// The content rule (executables and scripts are refused, whatever their name) in the upload modal: the picked file's
// first KiB goes through the function the server runs (content-signature.ts), so an executable named .pdf is refused
// before a byte is sent.
import { useEffect, useState } from 'react';
import { CONTENT_HEAD_BYTES, findBlockedContent } from '@shared/files/content-signature';

/** True once the file's first bytes are known to be an executable or a script; false before and otherwise. */
export function useIsBlockedContent(file: File | null): boolean {
  const [checked, setChecked] = useState<{ file: File; isBlocked: boolean } | null>(null);
  useEffect(() => {
    if (!file) return;
    let isCurrent = true;
    file
      .slice(0, CONTENT_HEAD_BYTES)
      .arrayBuffer()
      .then((head) => {
        if (isCurrent) setChecked({ file, isBlocked: findBlockedContent(new Uint8Array(head)) !== null });
      })
      // An unreadable file is left to the upload, whose server check is the one that counts.
      .catch(() => undefined);
    return () => {
      isCurrent = false;
    };
  }, [file]);
  return checked?.file === file && checked.isBlocked;
}
