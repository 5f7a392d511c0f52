// The collection page's dialogs: share (its link, copied), and edit (name, description, visibility).
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { GENERIC_ERRORS } from '@shared/errors';
import { COLLECTION_LIMITS } from '@shared/files/collections-rules';
import type { TCollection } from '@shared/files/collections-contract';
import { paths } from '@shared/paths';
import { Modal } from '@/components/modal';
import { useToast } from '@/components/toast';
import { useT } from '@/i18n/i18n';
import { userMessageOf } from '@/lib/api-client';
import { useUpdateCollection } from '@/features/files/api/change-collection';
import modalStyles from './file-modals.module.css';
import { ShareLinkModal } from './share-modal';
import styles from './collections.module.css';

export function CollectionShareModal({ collection, onClose }: { collection: TCollection; onClose: () => void }) {
  const t = useT();
  return (
    <ShareLinkModal
      link={`${window.location.origin}${paths.collection.build(collection.id)}`}
      title={t('collections.share.title')}
      open
      onClose={onClose}
    >
      {!collection.isPublic && <p className={styles.hint}>{t('collections.share.privateNote')}</p>}
    </ShareLinkModal>
  );
}

/**
 * A collection's form in a dialog: its name (required, one line), the `children` fields, the error of the
 * last try, and cancel / `submitLabel`. `onSubmit` gets the trimmed name; what it throws is shown as the error.
 */
export function CollectionFormModal({
  title,
  submitLabel,
  initialName = '',
  placeholder,
  maxWidth,
  pending,
  onSubmit,
  onClose,
  children,
}: {
  title: string;
  submitLabel: string;
  initialName?: string;
  placeholder?: string;
  maxWidth: number;
  pending: boolean;
  onSubmit: (name: string) => Promise<void>;
  onClose: () => void;
  children?: ReactNode;
}) {
  const t = useT();
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string | null>(null);
  const nameId = useId();
  const errorId = useId();
  const formId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setError(t('collections.create.nameRequired'));
      return;
    }
    try {
      await onSubmit(name.trim());
    } catch (failure) {
      setError(userMessageOf(failure, GENERIC_ERRORS.internal.message));
    }
  };

  return (
    <Modal
      open
      title={title}
      onClose={onClose}
      maxWidth={maxWidth}
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            {t('collections.edit.cancel')}
          </button>
          <button type="submit" form={formId} className="btn btn-primary" aria-disabled={pending}>
            {submitLabel}
          </button>
        </>
      }
    >
      <form id={formId} onSubmit={(event) => void submit(event)} noValidate>
        <div className="field">
          <label htmlFor={nameId}>{t('collections.edit.name')}</label>
          <input
            id={nameId}
            className="input"
            value={name}
            maxLength={COLLECTION_LIMITS.nameMaxLength}
            placeholder={placeholder}
            aria-invalid={error !== null}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => {
              setName(event.target.value);
              setError(null);
            }}
          />
        </div>
        {children}
        {error && (
          <p id={errorId} className={styles.fieldError} role="alert">
            {error}
          </p>
        )}
      </form>
    </Modal>
  );
}

export function CollectionEditModal({ collection, onClose }: { collection: TCollection; onClose: () => void }) {
  const t = useT();
  const toast = useToast();
  const update = useUpdateCollection(collection.id);
  const [description, setDescription] = useState(collection.description ?? '');
  const [isPublic, setIsPublic] = useState(collection.isPublic);
  const descriptionId = useId();
  const counterId = useId();

  const save = async (name: string) => {
    await update.mutateAsync({ name, description: description.trim() || null, isPublic });
    toast.show({ message: t('collections.edit.saved'), variant: 'success' });
    onClose();
  };

  return (
    <CollectionFormModal
      title={t('collections.edit.title')}
      submitLabel={t('collections.edit.save')}
      initialName={collection.name}
      maxWidth={520}
      pending={update.isPending}
      onSubmit={save}
      onClose={onClose}
    >
      <div className={modalStyles.description}>
        <label htmlFor={descriptionId}>{t('collections.edit.description')}</label>
        <textarea
          id={descriptionId}
          className="textarea"
          rows={4}
          maxLength={COLLECTION_LIMITS.descriptionMaxLength}
          value={description}
          aria-describedby={counterId}
          onChange={(event) => setDescription(event.target.value)}
        />
        <small id={counterId} className={modalStyles.counter}>
          {description.length}/{COLLECTION_LIMITS.descriptionMaxLength}
        </small>
      </div>
      <label className={modalStyles.toggle}>
        <input type="checkbox" checked={isPublic} onChange={(event) => setIsPublic(event.target.checked)} />
        <span>
          <strong>{t(isPublic ? 'collections.public' : 'collections.private')}</strong>
          <small>{t(isPublic ? 'collections.edit.visibilityPublic' : 'collections.edit.visibilityPrivate')}</small>
        </span>
      </label>
    </CollectionFormModal>
  );
}
