// Author page: back-to-home, avatar, name, join date, 'File của tôi' / 'File của {name}',
// empty states, unknown author. No edit or delete here.
import { paths } from '@shared/paths';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { GENERIC_ERRORS } from '@shared/errors';
import { Avatar } from '@/components/avatar';
import { Loading } from '@/components/loading';
import { ApiError, userMessageOf } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useT } from '@/i18n/i18n';
import { useAuthor, useAuthorFiles } from '@/features/files/api/get-author';
import { useLiveFiles } from '@/features/files/hooks/use-live-files';
import { useTimeText } from '@/features/files/hooks/use-time-text';
import { FileGrid } from './file-grid';
import { Icon } from './icons';
import { AuthorCollections } from './collection-list';
import { UploadModal } from './upload-modal';
import styles from './author-page.module.css';

export function AuthorPage() {
  const { userId = '' } = useParams();
  const { user } = useAuth();
  const t = useT();
  const time = useTimeText();
  const author = useAuthor(userId);
  const files = useAuthorFiles(userId, author.isSuccess);
  const [uploading, setUploading] = useState(false);
  useLiveFiles();
  useDocumentTitle(
    author.data
      ? t('files.author.filesOf', { name: author.data.displayName || t('files.author.fallbackName') })
      : t('files.author.title'),
  );

  const back = (
    <Link to={paths.home} className={`btn btn-secondary ${styles.back}`}>
      <Icon name="back" /> {t('common.toHome')}
    </Link>
  );

  if (author.isPending) return <Loading fullScreen />;
  if (author.isError) {
    const notFound = author.error instanceof ApiError && author.error.status === 404;
    return (
      <div className={`page ${styles.center}`}>
        <div className={`card ${styles.message}`}>
          <h1>{t(notFound ? 'errors.USER_NOT_FOUND' : 'files.author.loadFailed')}</h1>
          {!notFound && <p>{userMessageOf(author.error, GENERIC_ERRORS.internal.message)}</p>}
          <Link to={paths.home} className="btn btn-primary">
            {t('common.toHome')}
          </Link>
        </div>
      </div>
    );
  }

  const summary = author.data;
  const name = summary.displayName || t('files.unknownUser');
  const isMe = user !== null && user.id === summary.uid;

  return (
    <div className="page">
      <div className="container">
        {back}
        <section className={`card ${styles.header}`}>
          <Avatar name={name} photoUrl={summary.photoURL} size={80} />
          <div className={styles.identity}>
            <h1 className={styles.name}>{name}</h1>
            <p className={styles.joined}>{t('files.author.joined', { date: time.longDate(summary.joinedAt) })}</p>
            <p className={styles.stats}>
              <span>{t('files.author.fileCount', { count: summary.totalFiles })}</span>
              <span>{t('files.author.downloadCount', { count: summary.totalDownloads })}</span>
            </p>
          </div>
        </section>
        <h2 className={styles.title}>{isMe ? t('files.author.myFiles') : t('files.author.filesOf', { name })}</h2>
        {files.isPending ? (
          <Loading />
        ) : files.isError ? (
          <p className={styles.error}>{files.error.message}</p>
        ) : (
          <FileGrid
            files={files.data}
            more={files}
            flags={{ showSave: true, showShare: true }}
            empty={
              isMe ? (
                <>
                  <p>{t('files.author.noFilesOwn')}</p>
                  <button type="button" className="btn btn-primary" onClick={() => setUploading(true)}>
                    {t('files.profile.firstUpload')}
                  </button>
                </>
              ) : (
                <p>{t('files.author.noFiles')}</p>
              )
            }
          />
        )}
        <AuthorCollections userId={summary.uid} isMe={isMe} />
      </div>
      {isMe && <UploadModal open={uploading} onClose={() => setUploading(false)} />}
    </div>
  );
}
