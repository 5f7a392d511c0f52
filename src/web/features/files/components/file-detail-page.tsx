// File detail of SPEC §2: one card with save, share, download and open-viewer actions.
import { paths } from '@shared/paths';
import { Link, useParams } from 'react-router';
import { FILE_ERRORS } from '@shared/files/messages';
import { Loading } from '@/components/loading';
import { ApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useFile } from '@/features/files/api/get-file';
import { useLiveFiles } from '@/features/files/hooks/use-live-files';
import { FileCard } from './file-card';
import { Icon } from './icons';
import styles from './author-page.module.css';

// SPEC §2 File detail states: not found, forbidden, any other error.
function errorText(error: Error): string {
  if (error instanceof ApiError && error.status === 404) return FILE_ERRORS.fileNotFound.message;
  if (error instanceof ApiError && error.status === 403) return FILE_ERRORS.fileForbidden.message;
  return FILE_ERRORS.loadFailed.message;
}

export function FileDetailPage() {
  const { fileId = '' } = useParams();
  const file = useFile(fileId);
  useLiveFiles();
  useDocumentTitle(file.data?.filename ?? (file.isError ? errorText(file.error) : 'Tài liệu'));

  return (
    <div className="page">
      <div className="container" style={{ maxWidth: 760 }}>
        <Link to={paths.home} className={`btn btn-secondary ${styles.back}`}>
          <Icon name="back" /> Về trang chủ
        </Link>
        {file.isPending ? (
          <Loading />
        ) : file.isError ? (
          <div className={`card ${styles.message}`} style={{ margin: '0 auto' }}>
            <h1>{errorText(file.error)}</h1>
            <Link to={paths.home} className="btn btn-primary">
              Về trang chủ
            </Link>
          </div>
        ) : (
          <FileCard
            file={file.data}
            flags={{ linkToDetail: false, showView: true, showDownload: true, showSave: true, showShare: true }}
          />
        )}
      </div>
    </div>
  );
}
