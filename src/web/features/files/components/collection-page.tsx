// /collection/:collectionId: a collection's documents in its owner's order, live. Its owner renames,
// describes, publishes, reorders (buttons, keyboard), removes and deletes; anyone may read a public one.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { GENERIC_ERRORS } from '@shared/errors';
import type { TCollection, TCollectionDetail } from '@shared/files/collections-contract';
import type { TFile } from '@shared/files/contract';
import { paths } from '@shared/paths';
import { Avatar } from '@/components/avatar';
import { useConfirm } from '@/components/confirm-dialog';
import { Loading } from '@/components/loading';
import { useToast } from '@/components/toast';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useT } from '@/i18n/i18n';
import { ApiError, userMessageOf } from '@/lib/api-client';
import {
  useDeleteCollection,
  useReorderCollection,
  useSetCollectionItem,
  useUpdateCollection,
} from '@/features/files/api/change-collection';
import { collectionKeys } from '@/features/files/api/collection-keys';
import { useCollection } from '@/features/files/api/get-collection';
import { useLiveCollections } from '@/features/files/hooks/use-live-collections';
import { useTimeText } from '@/features/files/hooks/use-time-text';
import { CollectionEditModal, CollectionShareModal } from './collection-modals';
import { FileCard } from './file-card';
import { Icon } from './icons';
import styles from './collections.module.css';

type Move = 'up' | 'down';

const toolId = (fileId: string, tool: Move | 'remove') => `collection-${tool}-${fileId}`;

export function CollectionPage() {
  const { collectionId = '' } = useParams();
  const t = useT();
  const collection = useCollection(collectionId);
  useLiveCollections();
  useDocumentTitle(
    collection.data?.collection.name ?? t(collection.isError ? 'collections.page.notFound' : 'collections.name'),
  );

  return (
    <div className="page">
      <div className="container">
        <div className={styles.topLinks}>
          <Link to={paths.home} className="btn btn-secondary">
            <Icon name="back" /> {t('common.toHome')}
          </Link>
          <Link to={paths.library.pattern} className="btn btn-ghost">
            {t('collections.page.toLibrary')}
          </Link>
        </div>
        {collection.isPending ? (
          <Loading />
        ) : collection.isError ? (
          <div className={`card ${styles.notFound}`}>
            {collection.error instanceof ApiError && collection.error.status === 404 ? (
              <>
                <h1>{t('collections.page.notFound')}</h1>
                <p>{t('collections.page.notFoundHint')}</p>
              </>
            ) : (
              <>
                <h1>{t('collections.page.loadFailed')}</h1>
                <p>{userMessageOf(collection.error, GENERIC_ERRORS.internal.message)}</p>
              </>
            )}
            <Link to={paths.library.pattern} className="btn btn-primary">
              {t('collections.page.toLibrary')}
            </Link>
          </div>
        ) : (
          <CollectionView detail={collection.data} />
        )}
      </div>
    </div>
  );
}

function CollectionView({ detail }: { detail: TCollectionDetail }) {
  const { collection, files, unavailableCount } = detail;
  const t = useT();
  const time = useTimeText();
  const [sharing, setSharing] = useState(false);
  const [editing, setEditing] = useState(false);
  const ownerName = collection.owner.name || t('collections.untitledOwner');

  return (
    <>
      <section className={`card ${styles.header}`} aria-labelledby="collection-title">
        <p className={styles.eyebrow}>
          <Icon name="collection" size={16} />
          <span>{t('collections.name')}</span>
          <span className={`${styles.chip} ${collection.isPublic ? '' : styles.chipPrivate}`}>
            {t(collection.isPublic ? 'collections.public' : 'collections.private')}
          </span>
          <span>{t('collections.documentCount', { count: collection.itemCount })}</span>
        </p>
        <h1 id="collection-title" className={styles.title}>
          {collection.name}
        </h1>
        <p className={styles.eyebrow}>
          <Link to={paths.author.build(collection.owner.id)} className={styles.owner}>
            <Avatar name={ownerName} photoUrl={collection.owner.photo} size={28} decorative />
            <span>{t('collections.page.by', { name: ownerName })}</span>
          </Link>
          <time dateTime={collection.updatedAt}>
            {t('collections.page.updated', { time: time.relative(collection.updatedAt) })}
          </time>
        </p>
        {collection.description && <p className={styles.description}>{collection.description}</p>}
        {collection.isOwner && !collection.isPublic && (
          <p className={styles.hint}>{t('collections.page.privateHint')}</p>
        )}
        <div className={styles.headerActions}>
          <button type="button" className="btn btn-primary" onClick={() => setSharing(true)}>
            <Icon name="share" /> {t('collections.page.share')}
          </button>
          {collection.isOwner && <OwnerActions collection={collection} onEdit={() => setEditing(true)} />}
        </div>
      </section>

      {unavailableCount > 0 && (
        <p className={styles.unavailable} data-testid="collection-unavailable">
          <Icon name="warning" size={16} />
          <span>{t('collections.page.unavailable', { count: unavailableCount })}</span>
        </p>
      )}

      {files.length === 0 ? (
        <p className={`${styles.emptyList} ${styles.section}`}>
          {t(collection.isOwner ? 'collections.page.emptyOwner' : 'collections.page.empty')}
        </p>
      ) : (
        <CollectionItems collection={collection} files={files} />
      )}
      {sharing && <CollectionShareModal collection={collection} onClose={() => setSharing(false)} />}
      {editing && <CollectionEditModal collection={collection} onClose={() => setEditing(false)} />}
    </>
  );
}

function OwnerActions({ collection, onEdit }: { collection: TCollection; onEdit: () => void }) {
  const t = useT();
  const toast = useToast();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const update = useUpdateCollection(collection.id);
  const remove = useDeleteCollection();

  const toggleVisibility = async () => {
    try {
      await update.mutateAsync({ isPublic: !collection.isPublic });
      toast.show({
        message: t(collection.isPublic ? 'collections.page.madePrivate' : 'collections.page.madePublic'),
        variant: 'success',
      });
    } catch (error) {
      toast.show({ message: userMessageOf(error, GENERIC_ERRORS.internal.message), variant: 'error' });
    }
  };

  const deleteCollection = async () => {
    const confirmed = await confirm({
      title: t('collections.delete.title'),
      message: t('collections.delete.message'),
      confirmLabel: t('collections.delete.confirm'),
      variant: 'danger',
    });
    if (!confirmed) return;
    try {
      await remove.mutateAsync(collection.id);
      toast.show({ message: t('collections.delete.done'), variant: 'success' });
      void navigate(paths.profile);
    } catch (error) {
      toast.show({ message: userMessageOf(error, GENERIC_ERRORS.internal.message), variant: 'error' });
    }
  };

  return (
    <>
      <button type="button" className="btn btn-secondary" onClick={onEdit}>
        <Icon name="edit" /> {t('collections.page.edit')}
      </button>
      <button
        type="button"
        className="btn btn-secondary"
        aria-disabled={update.isPending}
        onClick={() => {
          if (!update.isPending) void toggleVisibility();
        }}
      >
        {t(collection.isPublic ? 'collections.page.makePrivate' : 'collections.page.makePublic')}
      </button>
      <button type="button" className="btn btn-danger" onClick={() => void deleteCollection()}>
        <Icon name="trash" /> {t('collections.page.delete')}
      </button>
    </>
  );
}

function CollectionItems({ collection, files }: { collection: TCollection; files: TFile[] }) {
  const t = useT();
  const toast = useToast();
  const queryClient = useQueryClient();
  const reorder = useReorderCollection(collection.id);
  const setItem = useSetCollectionItem();
  const [announcement, setAnnouncement] = useState('');
  // The button to focus once the list shows the new order (the moved document's, where it now is).
  const [focusAfter, setFocusAfter] = useState<string | null>(null);

  useEffect(() => {
    if (!focusAfter) return;
    document.getElementById(focusAfter)?.focus();
    setFocusAfter(null);
  }, [focusAfter, files]);

  const move = async (index: number, direction: Move) => {
    const target = direction === 'up' ? index - 1 : index + 1;
    const file = files[index];
    if (!file || target < 0 || target >= files.length || reorder.isPending) return;
    const order = files.map((item) => item.id);
    [order[index], order[target]] = [order[target]!, order[index]!];
    try {
      const detail = await reorder.mutateAsync(order);
      queryClient.setQueryData(collectionKeys.detail(collection.id), detail);
      // At the top or the bottom the pressed button does nothing more: focus goes to the other one.
      const atEnd = direction === 'up' ? target === 0 : target === files.length - 1;
      setFocusAfter(toolId(file.id, atEnd ? (direction === 'up' ? 'down' : 'up') : direction));
      setAnnouncement(t('collections.page.moved', { title: file.title, position: target + 1 }));
    } catch (error) {
      toast.show({ message: userMessageOf(error, GENERIC_ERRORS.internal.message), variant: 'error' });
    }
  };

  const remove = async (index: number) => {
    const file = files[index];
    if (!file) return;
    try {
      await setItem.mutateAsync({ collectionId: collection.id, fileId: file.id, included: false });
      const neighbour = files[index + 1] ?? files[index - 1];
      if (neighbour) setFocusAfter(toolId(neighbour.id, 'remove'));
      setAnnouncement(t('collections.page.removed', { title: file.title }));
    } catch (error) {
      toast.show({ message: userMessageOf(error, GENERIC_ERRORS.internal.message), variant: 'error' });
    }
  };

  return (
    <>
      <ol className={styles.items} aria-label={t('collections.page.documentsLabel')}>
        {files.map((file, index) => (
          <li key={file.id} className={styles.item} data-testid="collection-item" data-file-id={file.id}>
            <span className={styles.position} aria-hidden="true">
              {index + 1}
            </span>
            <div className={styles.itemBody}>
              <FileCard file={file} flags={{ showSave: true, showShare: true }} />
              {collection.isOwner && (
                <div className={styles.itemTools}>
                  <button
                    type="button"
                    id={toolId(file.id, 'up')}
                    className="btn btn-secondary"
                    aria-label={t('collections.page.moveUp', { title: file.title })}
                    aria-disabled={index === 0}
                    onClick={() => void move(index, 'up')}
                  >
                    <Icon name="up" />
                  </button>
                  <button
                    type="button"
                    id={toolId(file.id, 'down')}
                    className="btn btn-secondary"
                    aria-label={t('collections.page.moveDown', { title: file.title })}
                    aria-disabled={index === files.length - 1}
                    onClick={() => void move(index, 'down')}
                  >
                    <Icon name="down" />
                  </button>
                  <button
                    type="button"
                    id={toolId(file.id, 'remove')}
                    className="btn btn-ghost"
                    aria-label={t('collections.page.remove', { title: file.title })}
                    onClick={() => void remove(index)}
                  >
                    <Icon name="trash" /> {t('collections.page.removeShort')}
                  </button>
                </div>
              )}
            </div>
          </li>
        ))}
      </ol>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </>
  );
}
