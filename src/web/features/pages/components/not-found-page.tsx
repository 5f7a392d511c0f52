import { paths } from '@shared/paths';
import { Link } from 'react-router';
import { useDocumentTitle } from '@/hooks/use-document-title';
import styles from './not-found-page.module.css';

export function NotFoundPage() {
  useDocumentTitle('Không tìm thấy trang');
  return (
    <div className={`page ${styles.page}`}>
      <div className="container">
        <p className={styles.code}>404</p>
        <h1 className={styles.title}>Không tìm thấy trang</h1>
        <p className={styles.text}>Trang bạn tìm có thể đã bị xóa, đổi địa chỉ hoặc chưa từng tồn tại.</p>
        <Link to={paths.home} className="btn btn-primary btn-lg">
          Về trang chủ
        </Link>
      </div>
    </div>
  );
}
