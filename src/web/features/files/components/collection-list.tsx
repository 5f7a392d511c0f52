// Lists of collections: the profile's 'Bộ sưu tập' tab (mine, with 'Tạo bộ sưu tập') and the author page
// (the author's public ones). Each tile opens the collection's page.
import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { GENERIC_ERRORS } from '@shared/errors';
import { COLLECTION_LIMITS } from '@shared/files/collections-rules';
import type { TCollectionSummary } from '@shared/files/collections-contract';
import { paths } from '@shared/paths';
import { Loading } from '@/components/loading';
import { Modal } from '@/components/modal';
import { useToast } from '@/components/toast';
import { useT } from '@/i18n/i18n';
import { userMessageOf } from '@/lib/api-client';
import { useCreateCollection } from '@/features/files/api/change-collection';
import { useMyCollections, useUserCollections } from '@/features/files/api/list-collections';
import { useLiveCollections } from '@/features/files/hooks/use-live-collections';
import { useTimeText } from '@/features/files/hooks/use-time-text';
import { Icon } from './icons';
import styles from './collections.module.css';

function CollectionTile({ collection }: { collection: TCollectionSummary }) {
  const t = useT();
  const time = useTimeText();
  return (
    <Link to={paths.collection.build(collection.id)} className={styles.tile} data-testid="collection-tile">
      <span className={styles.covers} aria-hidden="true">
        {collection.coverThumbnails.length > 0 ? (
          collection.coverThumbnails.map((url) => (
            <img key={url} className={styles.cover} src={url} alt="" loading="lazy" width={63} height={84} />
          ))
        ) : (
          <span className={styles.coverEmpty}>
            <Icon name="collection" size={32} />
          </span>
        )}
      </span>
      <h3 className={styles.tileName}>{collection.name}</h3>
      {collection.description && <p className={styles.tileDescription}>{collection.description}</p>}
      <span className={styles.tileMeta}>
        <span>{t('collections.documentCount', { count: collection.itemCount })}</span>
        <span aria-hidden="true">•</span>
        <time dateTime={collection.updatedAt}>{time.relative(collection.updatedAt)}</time>
        <span className={`${styles.chip} ${collection.isPublic ? '' : styles.chipPrivate}`}>
          {t(collection.isPublic ? 'collections.public' : 'collections.private')}
        </span>
      </span>
    </Link>
  );
}

function CollectionGrid({ collections }: { collections: TCollectionSummary[] }) {
  return (
    <ul className={styles.grid}>
      {collections.map((collection) => (
        <li key={collection.id}>
          <CollectionTile collection={collection} />
        </li>
      ))}
    </ul>
  );
}

/** The profile's tab: my collections, newest change first, and 'Tạo bộ sưu tập'. */
export function MyCollections() {
  const t = useT();
  const collections = useMyCollections();
  const [creating, setCreating] = useState(false);
  useLiveCollections();

  return (
    <>
      <div className={styles.listHeader}>
        <h2 className={styles.listTitle}>{t('collections.mine.title')}</h2>
        <button type="button" className="btn btn-primary" onClick={() => setCreating(true)}>
          <Icon name="collection" /> {t('collections.create.button')}
        </button>
      </div>
      {collections.isPending ? (
        <Loading />
      ) : collections.isError ? (
        <p className={styles.fieldError}>{t('collections.mine.loadFailed')}</p>
      ) : collections.data.length === 0 ? (
        <p className={styles.emptyList}>{t('collections.mine.empty')}</p>
      ) : (
        <CollectionGrid collections={collections.data} />
      )}
      {creating && <CreateCollectionModal onClose={() => setCreating(false)} />}
    </>
  );
}

/** The author page's section: the author's public collections (all of them on one's own page); none: nothing. */
export function AuthorCollections({ userId, isMe }: { userId: string; isMe: boolean }) {
  const t = useT();
  const collections = useUserCollections(userId);
  useLiveCollections();
  if (!collections.isSuccess || collections.data.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="author-collections">
      <h2 id="author-collections" className={styles.listTitle} style={{ marginBottom: 'var(--space-4)' }}>
        {t(isMe ? 'collections.author.titleOwn' : 'collections.author.title')}
      </h2>
      <CollectionGrid collections={collections.data} />
    </section>
  );
}

function CreateCollectionModal({ onClose }: { onClose: () => void }) {
  const t = useT();
  const toast = useToast();
  const navigate = useNavigate();
  const create = useCreateCollection();
  const [name, setName] = useState('');
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
      const { collection } = await create.mutateAsync({ name: name.trim() });
      toast.show({ message: t('collections.create.created', { name: collection.name }), variant: 'success' });
      onClose();
      void navigate(paths.collection.build(collection.id));
    } catch (failure) {
      setError(userMessageOf(failure, GENERIC_ERRORS.internal.message));
    }
  };

  return (
    <Modal
      open
      title={t('collections.create.button')}
      onClose={onClose}
      maxWidth={480}
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            {t('collections.edit.cancel')}
          </button>
          <button type="submit" form={formId} className="btn btn-primary" aria-disabled={create.isPending}>
            {t('collections.create.submit')}
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
            placeholder={t('collections.create.placeholder')}
            aria-invalid={error !== null}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => {
              setName(event.target.value);
              setError(null);
            }}
          />
        </div>
        {error && (
          <p id={errorId} className={styles.fieldError} role="alert">
            {error}
          </p>
        )}
      </form>
    </Modal>
  );
}
