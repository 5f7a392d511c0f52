// Full-page viewer of SPEC §2 (/viewer?u=&n=&e=): only this site's content route is loaded; page
// scroll and window.open are disabled while it is open; a dismissable notice recommends a computer.
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { PdfViewer, type PdfLoadError } from './pdf-viewer';
import { parseViewerSource, viewerKind } from './viewer-source';
import styles from './viewer-page.module.css';
import { useDocumentTitle } from '@/hooks/use-document-title';

function useViewerLockdown(): void {
  useEffect(() => {
    const overflow = document.body.style.overflow;
    const original = window.open;
    document.body.style.overflow = 'hidden';
    window.open = () => null;
    return () => {
      document.body.style.overflow = overflow;
      window.open = original;
    };
  }, []);
}

function OpenError({ reason, downloadUrl }: { reason: string; downloadUrl?: string }) {
  return (
    <div className={styles.error} role="alert">
      <h2>Lỗi mở tài liệu</h2>
      <p className={styles.reason}>{reason}</p>
      <p className={styles.hint}>
        File có thể đã bị xóa, đã chuyển sang riêng tư hoặc đường truyền bị gián đoạn. Hãy thử tải lại trang
        {downloadUrl ? ' hoặc tải file xuống.' : '.'}
      </p>
      {downloadUrl && (
        <a className="btn btn-primary" href={downloadUrl} download>
          Tải xuống
        </a>
      )}
    </div>
  );
}

function reasonOf(error: PdfLoadError): string {
  return error.status ? `HTTP ${error.status}` : 'Không thể tải file để xem';
}

export function ViewerPage() {
  const [params] = useSearchParams();
  const source = parseViewerSource(params.get('u'), window.location.origin);
  const name = params.get('n') || 'Tài liệu';
  const extension = (params.get('e') || '').toLowerCase();
  const kind = viewerKind(extension);
  const [notice, setNotice] = useState(true);
  const [failure, setFailure] = useState<PdfLoadError | null>(null);
  const [mediaFailed, setMediaFailed] = useState(false);
  useViewerLockdown();
  const onPdfError = useCallback((error: PdfLoadError) => setFailure(error), []);

  useDocumentTitle(name, { withSiteName: false });

  let body: ReactNode;
  if (!source) {
    body = <OpenError reason="Địa chỉ file không hợp lệ" />;
  } else if (failure && kind === 'office') {
    body = (
      <div className={styles.error} role="alert">
        <h2>Không thể xem trước file này</h2>
        <p className={styles.hint}>
          {failure.status === 404
            ? 'Máy chủ chưa hỗ trợ chuyển đổi định dạng văn phòng sang PDF để xem trực tuyến.'
            : `Lỗi khi tạo bản xem trước (${reasonOf(failure)}).`}{' '}
          Bạn vẫn có thể tải file xuống để mở bằng ứng dụng trên máy.
        </p>
        <a className="btn btn-primary" href={source.downloadUrl} download>
          Tải xuống
        </a>
      </div>
    );
  } else if (failure || mediaFailed) {
    body = (
      <OpenError reason={failure ? reasonOf(failure) : 'Không thể tải file để xem'} downloadUrl={source.downloadUrl} />
    );
  } else if (kind === 'pdf' || kind === 'office') {
    const url = kind === 'pdf' ? source.contentUrl : source.previewUrl;
    body = <PdfViewer key={url} url={url} downloadUrl={source.downloadUrl} onError={onPdfError} />;
  } else if (kind === 'image') {
    body = <img className={styles.image} src={source.contentUrl} alt={name} onError={() => setMediaFailed(true)} />;
  } else if (kind === 'video') {
    body = (
      <video
        className={styles.video}
        src={source.contentUrl}
        controls
        playsInline
        preload="metadata"
        onError={() => setMediaFailed(true)}
      />
    );
  } else if (kind === 'audio') {
    body = (
      <div className={styles.audioBox}>
        <p className={styles.audioName}>{name}</p>
        <audio src={source.contentUrl} controls autoPlay onError={() => setMediaFailed(true)} />
      </div>
    );
  } else if (kind === 'text') {
    body = <iframe className={styles.frame} src={source.contentUrl} title={name} sandbox="" />;
  } else {
    body = (
      <div className={styles.error}>
        <h2>Không thể xem trực tuyến định dạng này</h2>
        <p className={styles.hint}>Hãy tải file xuống để mở bằng ứng dụng phù hợp trên máy của bạn.</p>
        <a className="btn btn-primary" href={source.downloadUrl} download>
          Tải xuống
        </a>
      </div>
    );
  }

  return (
    <div className={styles.viewer}>
      <header className={styles.bar}>
        <span className={styles.title} title={name}>
          {name}
        </span>
        {source && (
          <a className={`btn btn-secondary ${styles.barButton}`} href={source.downloadUrl} download>
            Tải xuống
          </a>
        )}
      </header>
      {notice && (
        <div className={styles.notice} role="note">
          <span>Để xem tài liệu tốt nhất, bạn nên dùng laptop hoặc máy tính để bàn.</span>
          <button
            type="button"
            className={styles.noticeClose}
            aria-label="Đóng thông báo"
            onClick={() => setNotice(false)}
          >
            ×
          </button>
        </div>
      )}
      <div className={styles.stage}>{body}</div>
    </div>
  );
}
