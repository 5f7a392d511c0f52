// Title, subject, level, tags, description and isPublic; an empty description is stored as null, an empty
// title reads as the file name again.
import { useState } from 'react';
import { TIMINGS } from '@shared/constants';
import type { TFile } from '@shared/files/contract';
import { MODERATION_ERRORS } from '@shared/moderation/messages';
import { Modal } from '@/components/modal';
import { useT } from '@/i18n/i18n';
import { useToast } from '@/components/toast';
import { runWithToasts } from '@/components/toast-sequence';
import { refusalMessageOf } from '@/lib/api-client';
import { useUpdateFile } from '@/features/files/api/update-file';
import { draftOfFile } from '@/features/files/lib/document-details';
import { DescriptionField } from './description-field';
import { VisitorDownloadSwitch } from './visitor-download-switch';
import { DocumentDetailsFields } from './document-details-fields';
import styles from './file-modals.module.css';

export function EditModal({ file, open, onClose }: { file: TFile; open: boolean; onClose: () => void }) {
  const [description, setDescription] = useState(file.description ?? '');
  const [isPublic, setIsPublic] = useState(file.isPublic);
  const [allowVisitorDownload, setAllowVisitorDownload] = useState(file.allowVisitorDownload);
  const [details, setDetails] = useState(() => draftOfFile(file));
  const update = useUpdateFile();
  const toast = useToast();
  const t = useT();

  const submit = () => {
    onClose();
    // mutateAsync: the modal unmounts on close, and per-call mutate callbacks would then never run.
    void runWithToasts(
      toast,
      {
        working: { message: t('files.notice.updating'), variant: 'info' },
        done: () => ({
          message: t('files.notice.updated'),
          variant: 'success',
          duration: TIMINGS.updateSuccessToastMs,
        }),
        failed: (error) => ({
          message: refusalMessageOf(error, t('errors.UPDATE_FAILED')),
          variant: 'error',
          duration: TIMINGS.updateFailureToastMs,
        }),
      },
      () =>
        update.mutateAsync({
          fileId: file.id,
          changes: {
            description: description.trim() || null,
            isPublic,
            title: details.title.trim() || null,
            subject: details.subject || null,
            level: details.level || null,
            tags: details.tags,
            allowVisitorDownload,
          },
        }),
    );
  };

  return (
    <Modal
      open={open}
      title={t('files.edit.title')}
      onClose={onClose}
      maxWidth={520}
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="button" className="btn btn-primary" onClick={submit} disabled={update.isPending}>
            {t('files.edit.save')}
          </button>
        </>
      }
    >
      <DocumentDetailsFields
        value={details}
        onChange={setDetails}
        filename={file.filename}
        titlePlaceholder={file.filename}
      />
      <DescriptionField
        label={t('files.edit.description')}
        rows={4}
        value={description}
        onChange={setDescription}
        placeholder={t('files.edit.descriptionPlaceholder')}
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
          <strong>{isPublic ? t('files.edit.public') : t('files.edit.private')}</strong>
          <small>{isPublic ? t('files.edit.publicHint') : t('files.edit.privateHint')}</small>
        </span>
      </label>
      <VisitorDownloadSwitch checked={allowVisitorDownload} onChange={setAllowVisitorDownload} />
      {file.moderation && (
        <p id="edit-moderation-note" className={styles.moderationNote}>
          {MODERATION_ERRORS.republishRefused.message}
        </p>
      )}
    </Modal>
  );
}
