// Profile screen: header with upload button, four counted tabs, live lists newest first.
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@shared/paths';
import { API_BASE } from '@shared/constants';
import type { TMyFileList } from '@shared/files/contract';
import { FILES_TEXT } from '@shared/files/messages';
import { SITE_TEXT } from '@shared/site-messages';
import { Avatar } from '@/components/avatar';
import { Loading } from '@/components/loading';
import { useAuth } from '@/lib/auth';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useMyFileCounts, useMyFiles } from '@/features/files/api/get-my-files';
import { useLiveFiles } from '@/features/files/hooks/use-live-files';
import type { FileCardFlags } from './file-card';
import { FileGrid } from './file-grid';
import { Icon } from './icons';
import { UploadModal } from './upload-modal';
import { TabList } from '@/components/tab-list';
import styles from './profile-page.module.css';

const TAB_TEXT = FILES_TEXT.profile.tabs;

const TABS: { list: TMyFileList; label: string; empty: string; flags: FileCardFlags }[] = [
  { list: 'uploaded', ...TAB_TEXT.uploaded, flags: { showEdit: true, showShare: true, showDelete: true } },
  { list: 'saved', ...TAB_TEXT.saved, flags: { showSave: true, showShare: true } },
  { list: 'downloaded', ...TAB_TEXT.downloaded, flags: { showSave: true, showShare: true } },
  { list: 'viewed', ...TAB_TEXT.viewed, flags: { showShare: true } },
];

/** `accountActions` go at the foot of the page: the app passes the account's own (deleting it). */
export function ProfilePage({ accountActions }: { accountActions?: ReactNode }) {
  const { user } = useAuth();
  const [tab, setTab] = useState<TMyFileList>('uploaded');
  const [uploading, setUploading] = useState(false);
  const counts = useMyFileCounts();
  const files = useMyFiles(tab);
  useLiveFiles();
  useDocumentTitle(FILES_TEXT.profile.title);
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
              <Icon name="upload" /> {FILES_TEXT.profile.upload}
            </button>
            <Link className="btn btn-secondary" to={paths.settings}>
              {FILES_TEXT.profile.settings}
            </Link>
            {/* Everything the site keeps about the account, as one JSON file. */}
            <a className="btn btn-secondary" href={`${API_BASE}/me/export`} download>
              {FILES_TEXT.profile.export}
            </a>
          </div>
        </section>

        <TabList<TMyFileList>
          label={FILES_TEXT.profile.listsLabel}
          className={styles.tabs}
          idPrefix="tab-"
          panelId="profile-panel"
          selected={tab}
          onSelect={setTab}
          items={TABS.map((item) => ({
            id: item.list,
            label: (
              <>
                {item.label}
                <span className={styles.count} data-testid={`count-${item.list}`}>
                  {counts.data?.[item.list] ?? 0}
                </span>
              </>
            ),
          }))}
        />

        <section id="profile-panel" role="tabpanel" aria-labelledby={`tab-${tab}`} className={styles.panel}>
          {files.isPending ? (
            <Loading />
          ) : files.isError ? (
            <div className={styles.error}>
              <p>{files.error.message}</p>
              <button type="button" className="btn btn-secondary" onClick={() => void files.refetch()}>
                {SITE_TEXT.retry}
              </button>
            </div>
          ) : (
            <FileGrid
              files={files.data}
              more={files}
              flags={current.flags}
              empty={
                <>
                  <p>{current.empty}</p>
                  {tab === 'uploaded' && (
                    <button type="button" className="btn btn-primary" onClick={() => setUploading(true)}>
                      {FILES_TEXT.profile.firstUpload}
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
