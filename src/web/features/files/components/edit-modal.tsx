// Description and isPublic; empty description is stored as null.
import { useState } from 'react';
import { TIMINGS } from '@shared/constants';
import type { TFile } from '@shared/files/contract';
import { FILE_ERRORS, FILE_NOTICES, FILES_TEXT } from '@shared/files/messages';
import { MODERATION_ERRORS } from '@shared/moderation/messages';
import { SITE_TEXT } from '@shared/site-messages';
import { Modal } from '@/components/modal';
import { useToast } from '@/components/toast';
import { runWithToasts } from '@/components/toast-sequence';
import { refusalMessageOf } from '@/lib/api-client';
import { useUpdateFile } from '@/features/files/api/update-file';
import { DescriptionField } from './description-field';
import styles from './file-modals.module.css';

export function EditModal({ file, open, onClose }: { file: TFile; open: boolean; onClose: () => void }) {
  const [description, setDescription] = useState(file.description ?? '');
  const [isPublic, setIsPublic] = useState(file.isPublic);
  const update = useUpdateFile();
  const toast = useToast();

  const submit = () => {
    onClose();
    // mutateAsync: the modal unmounts on close, and per-call mutate callbacks would then never run.
    void runWithToasts(
      toast,
      {
        working: { message: FILE_NOTICES.updating, variant: 'info' },
        done: () => ({ message: FILE_NOTICES.updated, variant: 'success', duration: TIMINGS.updateSuccessToastMs }),
        failed: (error) => ({
          message: refusalMessageOf(error, FILE_ERRORS.updateFailed.message),
          variant: 'error',
          duration: TIMINGS.updateFailureToastMs,
        }),
      },
      () => update.mutateAsync({ fileId: file.id, changes: { description: description.trim() || null, isPublic } }),
    );
  };

  return (
    <Modal
      open={open}
      title={FILES_TEXT.edit.title}
      onClose={onClose}
      maxWidth={520}
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            {SITE_TEXT.cancel}
          </button>
          <button type="button" className="btn btn-primary" onClick={submit} disabled={update.isPending}>
            {FILES_TEXT.edit.save}
          </button>
        </>
      }
    >
      <p className={styles.filename}>{file.filename}</p>
      <DescriptionField
        label={FILES_TEXT.edit.description}
        rows={4}
        value={description}
        onChange={setDescription}
        placeholder={FILES_TEXT.edit.descriptionPlaceholder}
      />
      <label className={styles.toggle}>
        <input
          type="checkbox"
          checked={isPublic}
          onChange={(event) => setIsPublic(event.target.checked)}
          // A file an admin hid stays private until an admin restores it.
          disabled={file.moderation !== null}
          aria-describedby={file.moderation ? 'edit-moderation-note' : undefined}
        />
        <span>
          <strong>{isPublic ? FILES_TEXT.edit.public : FILES_TEXT.edit.private}</strong>
          <small>{isPublic ? FILES_TEXT.edit.publicHint : FILES_TEXT.edit.privateHint}</small>
        </span>
      </label>
      {file.moderation && (
        <p id="edit-moderation-note" className={styles.moderationNote}>
          {MODERATION_ERRORS.republishRefused.message}
        </p>
      )}
    </Modal>
  );
}
