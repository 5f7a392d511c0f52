// Profile screen: header with upload button, four counted tabs, live lists newest first.
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@shared/paths';
import { API_BASE } from '@shared/constants';
import type { TMyFileList } from '@shared/files/contract';
import { Avatar } from '@/components/avatar';
import { Loading } from '@/components/loading';
import { useAuth } from '@/lib/auth';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useT, type MessageId } from '@/i18n/i18n';
import { useMyFileCounts, useMyFiles } from '@/features/files/api/get-my-files';
import { useMyCollections } from '@/features/files/api/list-collections';
import { useLiveFiles } from '@/features/files/hooks/use-live-files';
import type { FileCardFlags } from './file-card';
import { MyCollections } from './collection-list';
import { FileGrid } from './file-grid';
import { Icon } from './icons';
import { UploadModal } from './upload-modal';
import { TabList } from '@/components/tab-list';
import styles from './profile-page.module.css';

const TABS: { list: TMyFileList; label: MessageId; empty: MessageId; flags: FileCardFlags }[] = [
  {
    list: 'uploaded',
    label: 'files.profile.tab.uploaded',
    empty: 'files.profile.tab.uploadedEmpty',
    flags: { showEdit: true, showShare: true, showDelete: true },
  },
  {
    list: 'saved',
    label: 'files.profile.tab.saved',
    empty: 'files.profile.tab.savedEmpty',
    flags: { showSave: true, showShare: true },
  },
  {
    list: 'downloaded',
    label: 'files.profile.tab.downloaded',
    empty: 'files.profile.tab.downloadedEmpty',
    flags: { showSave: true, showShare: true },
  },
  {
    list: 'viewed',
    label: 'files.profile.tab.viewed',
    empty: 'files.profile.tab.viewedEmpty',
    flags: { showShare: true },
  },
];

/** The lists of files, and the collections ('Bộ sưu tập'). */
type ProfileTab = TMyFileList | 'collections';

/** `accountActions` go at the foot of the page: the app passes the account's own (deleting it). */
export function ProfilePage({ accountActions }: { accountActions?: ReactNode }) {
  const { user } = useAuth();
  const t = useT();
  const [tab, setTab] = useState<ProfileTab>('uploaded');
  const [uploading, setUploading] = useState(false);
  const counts = useMyFileCounts();
  const files = useMyFiles(tab === 'collections' ? 'uploaded' : tab);
  const collections = useMyCollections();
  useLiveFiles();
  useDocumentTitle(t('files.profile.title'));
  if (!user) return null;
  const current = TABS.find((item) => item.list === tab) ?? TABS[0]!;

  const name = user.displayName || user.email;

  return (
    <div className="page">
      <div className="container">
        <section className={`card ${styles.header}`}>
          <Avatar name={name} photoUrl={user.photoURL} size={72} />
          <div className={styles.identity}>
            <h1 className={styles.name}>{name}</h1>
            <p className={styles.email}>{user.email}</p>
          </div>
          <div className={styles.actions}>
            <button type="button" className="btn btn-primary" onClick={() => setUploading(true)}>
              <Icon name="upload" /> {t('files.profile.upload')}
            </button>
            <Link className="btn btn-secondary" to={paths.settings}>
              {t('files.profile.settings')}
            </Link>
            {/* Everything the site keeps about the account, as one JSON file. */}
            <a className="btn btn-secondary" href={`${API_BASE}/me/export`} download>
              {t('files.profile.export')}
            </a>
          </div>
        </section>

        <TabList<ProfileTab>
          label={t('files.profile.listsLabel')}
          className={styles.tabs}
          idPrefix="tab-"
          panelId="profile-panel"
          selected={tab}
          onSelect={setTab}
          items={[
            ...TABS.map((item) => ({
              id: item.list,
              label: (
                <>
                  {t(item.label)}
                  <span className={styles.count} data-testid={`count-${item.list}`}>
                    {counts.data?.[item.list] ?? 0}
                  </span>
                </>
              ),
            })),
            {
              id: 'collections' as const,
              label: (
                <>
                  {t('collections.tab')}
                  <span className={styles.count} data-testid="count-collections">
                    {collections.data?.length ?? 0}
                  </span>
                </>
              ),
            },
          ]}
        />

        <section id="profile-panel" role="tabpanel" aria-labelledby={`tab-${tab}`} className={styles.panel}>
          {tab === 'collections' ? (
            <MyCollections />
          ) : files.isPending ? (
            <Loading />
          ) : files.isError ? (
            <div className={styles.error}>
              <p>{files.error.message}</p>
              <button type="button" className="btn btn-secondary" onClick={() => void files.refetch()}>
                {t('common.retry')}
              </button>
            </div>
          ) : (
            <FileGrid
              files={files.data}
              more={files}
              flags={current.flags}
              empty={
                <>
                  <p>{t(current.empty)}</p>
                  {tab === 'uploaded' && (
                    <button type="button" className="btn btn-primary" onClick={() => setUploading(true)}>
                      {t('files.profile.firstUpload')}
                    </button>
                  )}
                </>
              }
            />
          )}
        </section>
        {accountActions}
      </div>
      <UploadModal open={uploading} onClose={() => setUploading(false)} />
    </div>
  );
}
