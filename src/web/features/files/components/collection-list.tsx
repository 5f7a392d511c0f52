// Lists of collections: the profile's 'Bộ sưu tập' tab (mine, with 'Tạo bộ sưu tập') and the author page
// (the author's public ones). Each tile opens the collection's page.
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { TCollectionSummary } from '@shared/files/collections-contract';
import { paths } from '@shared/paths';
import { Loading } from '@/components/loading';
import { useToast } from '@/components/toast';
import { useT } from '@/i18n/i18n';
import { useCreateCollection } from '@/features/files/api/change-collection';
import { useMyCollections, useUserCollections } from '@/features/files/api/list-collections';
import { useLiveCollections } from '@/features/files/hooks/use-live-collections';
import { useTimeText } from '@/features/files/hooks/use-time-text';
import { CollectionFormModal } from './collection-modals';
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

  const createNamed = async (name: string) => {
    const { collection } = await create.mutateAsync({ name });
    toast.show({ message: t('collections.create.created', { name: collection.name }), variant: 'success' });
    onClose();
    void navigate(paths.collection.build(collection.id));
  };

  return (
    <CollectionFormModal
      title={t('collections.create.button')}
      submitLabel={t('collections.create.submit')}
      placeholder={t('collections.create.placeholder')}
      maxWidth={480}
      pending={create.isPending}
      onSubmit={createNamed}
      onClose={onClose}
    />
  );
}
