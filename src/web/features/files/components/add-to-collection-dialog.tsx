// 'Thêm vào bộ sưu tập': the signed-in user's collections with a checkbox each (checked: the document is in
// it; a change is saved at once), and a quick 'create new' field that makes a collection holding it.
import { useId, useState, type FormEvent } from 'react';
import { GENERIC_ERRORS } from '@shared/errors';
import { COLLECTION_LIMITS } from '@shared/files/collections-rules';
import type { TCollectionSummary } from '@shared/files/collections-contract';
import type { TFile } from '@shared/files/contract';
import { Loading } from '@/components/loading';
import { Modal } from '@/components/modal';
import { useToast } from '@/components/toast';
import { useT } from '@/i18n/i18n';
import { userMessageOf } from '@/lib/api-client';
import { useCreateCollection, useSetCollectionItem } from '@/features/files/api/change-collection';
import { useMyCollections } from '@/features/files/api/list-collections';
import styles from './collections.module.css';

export function AddToCollectionDialog({ file, open, onClose }: { file: TFile; open: boolean; onClose: () => void }) {
  const t = useT();
  const toast = useToast();
  const collections = useMyCollections({ fileId: file.id, enabled: open });
  const setItem = useSetCollectionItem();
  const create = useCreateCollection();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  // What the user just asked for, shown at once until the server's answer (and the refreshed list) is in.
  const [pending, setPending] = useState<ReadonlyMap<string, boolean>>(new Map());
  const nameId = useId();
  const errorId = useId();
  const listId = useId();

  const fail = (error: unknown) =>
    toast.show({ message: userMessageOf(error, GENERIC_ERRORS.internal.message), variant: 'error' });

  const toggle = async (collection: TCollectionSummary, included: boolean) => {
    setPending((current) => new Map(current).set(collection.id, included));
    try {
      await setItem.mutateAsync({ collectionId: collection.id, fileId: file.id, included });
      toast.show({
        message: t(included ? 'collections.add.added' : 'collections.add.removed', { name: collection.name }),
        variant: 'success',
      });
    } catch (error) {
      fail(error);
    } finally {
      setPending((current) => {
        const next = new Map(current);
        next.delete(collection.id);
        return next;
      });
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setNameError(t('collections.create.nameRequired'));
      return;
    }
    try {
      const { collection } = await create.mutateAsync({ name: trimmed, fileId: file.id });
      setName('');
      setNameError(null);
      toast.show({ message: t('collections.create.created', { name: collection.name }), variant: 'success' });
    } catch (error) {
      setNameError(userMessageOf(error, GENERIC_ERRORS.internal.message));
    }
  };

  return (
    <Modal
      open={open}
      title={t('collections.add.title')}
      onClose={onClose}
      maxWidth={480}
      footer={
        <button type="button" className="btn btn-primary" onClick={onClose}>
          {t('collections.add.done')}
        </button>
      }
    >
      <p className={styles.dialogLead}>{t('collections.add.lead', { title: file.title })}</p>
      {collections.isPending ? (
        <Loading />
      ) : collections.isError ? (
        <p className={styles.fieldError} role="alert">
          {t('collections.add.loadFailed')}
        </p>
      ) : collections.data.length === 0 ? (
        <p className={styles.none}>{t('collections.add.none')}</p>
      ) : (
        <fieldset className={styles.choices} aria-describedby={listId}>
          <legend id={listId} className="visually-hidden">
            {t('collections.add.listLabel')}
          </legend>
          {collections.data.map((collection) => (
            <label key={collection.id} className={styles.choice} data-testid="collection-choice">
              <input
                type="checkbox"
                checked={pending.get(collection.id) ?? collection.containsFile ?? false}
                aria-busy={pending.has(collection.id)}
                onChange={(event) => {
                  if (!pending.has(collection.id)) void toggle(collection, event.target.checked);
                }}
              />
              <span className={styles.choiceText}>
                <span className={styles.choiceName}>{collection.name}</span>
                <span className={styles.choiceMeta}>
                  <span>{t('collections.documentCount', { count: collection.itemCount })}</span>
                  <span aria-hidden="true">•</span>
                  <span>{t(collection.isPublic ? 'collections.public' : 'collections.private')}</span>
                </span>
              </span>
            </label>
          ))}
        </fieldset>
      )}
      <form onSubmit={(event) => void submit(event)} noValidate>
        <label htmlFor={nameId}>{t('collections.create.label')}</label>
        <div className={styles.createRow}>
          <input
            id={nameId}
            className="input"
            value={name}
            maxLength={COLLECTION_LIMITS.nameMaxLength}
            placeholder={t('collections.create.placeholder')}
            aria-invalid={nameError !== null}
            aria-describedby={nameError ? errorId : undefined}
            onChange={(event) => {
              setName(event.target.value);
              setNameError(null);
            }}
          />
          <button type="submit" className="btn btn-secondary" aria-disabled={create.isPending}>
            {t('collections.create.submit')}
          </button>
        </div>
        {nameError && (
          <p id={errorId} className={styles.fieldError} role="alert">
            {nameError}
          </p>
        )}
      </form>
    </Modal>
  );
}
