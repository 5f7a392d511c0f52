// Upload modal: pick or drop a file, optional description, the upload safety check
// (shared rules) with its warnings (no MIME type, above 250 MB), and the content rule on the
// file's first bytes; the upload continues after the modal closes.
import { useMemo, useRef, useState, type DragEvent } from 'react';
import { MB, UPLOAD } from '@shared/constants';
import { fileSize } from '@shared/files/format';
import { titleFromFilename } from '@shared/files/document-info';
import { pickerAcceptAttribute, validateUploadCandidate } from '@shared/files/upload-rules';
import { EmailVerificationNotice, useNeedsEmailVerification } from '@/components/email-verification-notice';
import { Modal } from '@/components/modal';
import { useT } from '@/i18n/i18n';
import { messageOfCode } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { useIsBlockedContent } from '@/features/files/hooks/use-blocked-content';
import { useUploader } from '@/features/files/hooks/use-uploader';
import type { DocumentDetailsDraft } from '@/features/files/lib/document-details';
import { DescriptionField } from './description-field';
import { DocumentDetailsFields } from './document-details-fields';
import { VisibilityChoice } from './visibility-choice';
import { Icon } from './icons';
import styles from './upload-modal.module.css';

const EMPTY_DETAILS: DocumentDetailsDraft = { title: '', subject: '', level: '', tags: [] };

export function UploadModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { user } = useAuth();
  const t = useT();
  const upload = useUploader();
  const [file, setFile] = useState<File | null>(null);
  const [description, setDescription] = useState('');
  const [details, setDetails] = useState<DocumentDetailsDraft>(EMPTY_DETAILS);
  const [isPublic, setIsPublic] = useState(true);
  const [dragging, setDragging] = useState(false);
  const [busy, setBusy] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  const needsVerification = useNeedsEmailVerification();
  // The safety check through the same module the server runs; a missing type is only a warning there.
  const check = useMemo(
    () => file && validateUploadCandidate({ name: file.name, size: file.size, type: file.type }),
    [file],
  );
  const isBlockedContent = useIsBlockedContent(file);
  const error =
    check && !check.ok
      ? messageOfCode(check.code, check.message)
      : isBlockedContent
        ? t('errors.FILE_CONTENT_BLOCKED')
        : null;
  const warnings = check?.ok ? check.warnings : [];

  const choose = (candidate: File | undefined) => {
    if (!candidate) return;
    // The title proposed is the name without its extension, unless one was typed for this upload already.
    setDetails((draft) =>
      draft.title === '' || (file && draft.title === titleFromFilename(file.name))
        ? { ...draft, title: titleFromFilename(candidate.name) }
        : draft,
    );
    setFile(candidate);
  };

  const reset = () => {
    setFile(null);
    setDescription('');
    setDetails(EMPTY_DETAILS);
    setIsPublic(true);
    setBusy(false);
    if (picker.current) picker.current.value = '';
  };

  const close = () => {
    reset();
    onClose();
  };

  const submit = () => {
    if (!file || error || !user || busy || needsVerification) return;
    setBusy(true);
    upload(file, { description, details, isPublic });
    close();
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    choose(event.dataTransfer.files[0]);
  };

  const disabled = !file || busy || !user || error !== null || needsVerification;

  return (
    <Modal
      open={open}
      title={t('files.upload.title')}
      onClose={close}
      maxWidth={560}
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={close}>
            {t('common.cancel')}
          </button>
          <button type="button" className="btn btn-primary" onClick={submit} disabled={disabled}>
            {t('files.upload.submit')}
          </button>
        </>
      }
    >
      {needsVerification && <EmailVerificationNotice />}
      <div
        className={`${styles.drop} ${dragging ? styles.dragging : ''} ${error ? styles.invalid : ''}`}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <Icon name="upload" size={32} />
        {file ? (
          <div className={styles.chosen}>
            <strong>{file.name}</strong>
            <span>{t('files.size', { ...fileSize(file.size) })}</span>
          </div>
        ) : (
          <p>{t('files.upload.drop')}</p>
        )}
        <label className={`btn btn-secondary ${styles.pick}`}>
          {file ? t('files.upload.pickAnother') : t('files.upload.pick')}
          <input
            ref={picker}
            type="file"
            className="visually-hidden"
            accept={pickerAcceptAttribute}
            onChange={(event) => choose(event.target.files?.[0])}
            data-testid="upload-input"
          />
        </label>
        <small className={styles.limit}>{t('files.upload.limit', { megabytes: UPLOAD.maxBytes / MB })}</small>
      </div>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {warnings.map((warning) => (
        <p key={warning} className={styles.warning} role="status">
          {t(`files.upload.warning.${warning}`, { megabytes: UPLOAD.maxBytes / MB })}
        </p>
      ))}
      {file && (
        <div className={styles.descriptionSpacer}>
          <DocumentDetailsFields value={details} onChange={setDetails} filename={file.name} />
        </div>
      )}
      <div className={styles.descriptionSpacer}>
        <DescriptionField
          label={t('files.upload.description')}
          rows={3}
          value={description}
          onChange={setDescription}
          placeholder={t('files.upload.descriptionPlaceholder')}
        />
      </div>
      <VisibilityChoice isPublic={isPublic} onChange={setIsPublic} />
    </Modal>
  );
}
