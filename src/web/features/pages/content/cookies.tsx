import { paths } from '@shared/paths';
import { Link } from 'react-router';
import { LOCAL_STORAGE_KEYS } from '@shared/constants';
import { useSiteConfig } from '@/lib/site-config';
import { ConsentSettings } from '@/features/pages/components/consent-settings';
import type { PageContent } from './page-content';

// better-auth's cookie names (prefix "better-auth", "__Secure-" when PUBLIC_URL is https).
const SESSION_COOKIE = 'better-auth.session_token';
const OAUTH_STATE_COOKIE = 'better-auth.state';

const BROWSER_STORAGE = [
  {
    key: LOCAL_STORAGE_KEYS.cookieConsent,
    purpose: 'Ghi nhớ lựa chọn “Đồng ý” hoặc “Từ chối” của bạn trên thanh thông báo cookie.',
  },
  {
    key: LOCAL_STORAGE_KEYS.practiceRecord,
    purpose:
      'Tiến độ luyện tập khi bạn chưa đăng nhập: các lượt trả lời, lịch ôn tập, từ đã thuộc và cài đặt; được chuyển vào tài khoản khi bạn đăng nhập.',
  },
  {
    key: `${LOCAL_STORAGE_KEYS.practiceOutbox}:…`,
    purpose: 'Các lượt trả lời đang chờ gửi lên tài khoản của bạn khi mạng gián đoạn; được xóa khi máy chủ đã nhận.',
  },
  {
    key: LOCAL_STORAGE_KEYS.vocabCompletedCount,
    purpose: 'Số câu trả lời đúng trong lượt luyện từ vựng hiện tại.',
  },
  {
    key: LOCAL_STORAGE_KEYS.sentenceCompletedCount,
    purpose: 'Số câu trả lời đúng trong lượt luyện câu hiện tại.',
  },
  {
    key: LOCAL_STORAGE_KEYS.analyticsOptOut,
    purpose: 'Khi có giá trị true, thống kê truy cập luôn bị tắt trên trình duyệt này, kể cả khi bạn đã đồng ý.',
  },
  {
    key: LOCAL_STORAGE_KEYS.analyticsDev,
    purpose: 'Cờ dành cho nhà phát triển: cho phép thử thống kê truy cập khi chạy trang trên máy cá nhân.',
  },
];

/** sessionStorage: gone when the tab is closed. */
const TAB_STORAGE = [
  {
    key: LOCAL_STORAGE_KEYS.promoBannerDismissed,
    purpose: 'Ghi nhớ việc bạn đã đóng banner khuyến mãi.',
  },
  {
    key: LOCAL_STORAGE_KEYS.pendingFileAction,
    purpose:
      'Ghi nhớ tài liệu bạn muốn lưu hoặc tải xuống trước khi đăng nhập, để hoàn tất việc đó khi bạn quay lại (tối đa 30 phút).',
  },
];

function StorageTable({ items }: { items: readonly { key: string; purpose: string }[] }) {
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Khóa</th>
          <th scope="col">Mục đích</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.key}>
            <td>
              <code>{item.key}</code>
            </td>
            <td data-label="Mục đích">{item.purpose}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function AnalyticsStatus() {
  const config = useSiteConfig();
  if (!config) return null;
  return (
    <p data-testid="analytics-status">
      {config.analyticsMeasurementId
        ? 'Trên trang web này, thống kê truy cập đã được cấu hình và chỉ hoạt động khi bạn đồng ý.'
        : 'Trên trang web này, thống kê truy cập hiện chưa được cấu hình, nên không có cookie thống kê nào được đặt.'}
    </p>
  );
}

export const cookiesPage: PageContent = {
  lead: (
    <>
      Trang này liệt kê mọi cookie và dữ liệu mà Học Tiếng Anh lưu trên trình duyệt của bạn, cho biết chúng dùng để làm
      gì và cách bạn thay đổi lựa chọn của mình.
    </>
  ),
  sections: [
    {
      id: 'cookie-la-gi',
      title: 'Cookie và localStorage là gì?',
      body: (
        <p>
          Cookie là những tệp nhỏ mà trang web lưu trên trình duyệt và gửi kèm mỗi lần bạn truy cập. localStorage là vùng
          lưu trữ trong trình duyệt, chỉ được đọc bởi chính trang web và không tự động gửi lên máy chủ. Học Tiếng Anh dùng
          cả hai ở mức tối thiểu cần thiết.
        </p>
      ),
    },
    {
      id: 'cookie-can-thiet',
      title: 'Cookie cần thiết',
      body: (
        <>
          <p>Những cookie này cần cho việc đăng nhập, nên không thể tắt trên thanh thông báo cookie.</p>
          <table>
            <thead>
              <tr>
                <th scope="col">Tên</th>
                <th scope="col">Mục đích</th>
                <th scope="col">Thời hạn</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <td>
                  <code>{SESSION_COOKIE}</code>
                </td>
                <td data-label="Mục đích">
                  Giữ bạn ở trạng thái đăng nhập. HttpOnly (JavaScript không đọc được), SameSite=Lax; trên HTTPS có thêm
                  thuộc tính Secure và tiền tố <code>__Secure-</code>.
                </td>
                <td data-label="Thời hạn">30 ngày, tự gia hạn khi bạn sử dụng; bị xóa khi đăng xuất</td>
              </tr>
              <tr>
                <td>
                  <code>{OAUTH_STATE_COOKIE}</code>
                </td>
                <td data-label="Mục đích">Bảo vệ quá trình đăng nhập bằng Google khỏi giả mạo yêu cầu.</td>
                <td data-label="Thời hạn">5 phút, chỉ trong lúc đăng nhập bằng Google</td>
              </tr>
            </tbody>
          </table>
        </>
      ),
    },
    {
      id: 'luu-tru-trinh-duyet',
      title: 'Dữ liệu lưu trong trình duyệt',
      body: (
        <>
          <p>
            Các khóa sau nằm trong localStorage và được giữ cho đến khi bạn xóa dữ liệu duyệt web. Chúng không chứa thông
            tin cá nhân; chỉ tiến độ luyện tập được gửi lên máy chủ, vào tài khoản của bạn, khi bạn đã đăng nhập.
          </p>
          <StorageTable items={BROWSER_STORAGE} />
          <p>
            Các khóa sau nằm trong sessionStorage: chúng chỉ thuộc về thẻ trình duyệt đang mở và tự mất khi bạn đóng thẻ.
          </p>
          <StorageTable items={TAB_STORAGE} />
        </>
      ),
    },
    {
      id: 'cookie-thong-ke',
      title: 'Cookie thống kê (chỉ khi bạn đồng ý)',
      body: (
        <>
          <p>
            Nếu đơn vị vận hành cấu hình Google Analytics và bạn bấm “Đồng ý”, trang sẽ tải công cụ thống kê và công cụ
            này đặt các cookie <code>_ga</code> và <code>_ga_*</code> (thời hạn tối đa 2 năm) để đếm lượt truy cập ẩn
            danh. Địa chỉ IP được ẩn bớt trước khi gửi đi.
          </p>
          <p>Công cụ thống kê không bao giờ được tải khi:</p>
          <ul>
            <li>bạn bấm “Từ chối” hoặc chưa đưa ra lựa chọn;</li>
            <li>trình duyệt của bạn bật tín hiệu Do Not Track;</li>
            <li>
              khóa <code>{LOCAL_STORAGE_KEYS.analyticsOptOut}</code> có giá trị true.
            </li>
          </ul>
          <AnalyticsStatus />
        </>
      ),
    },
    {
      id: 'thay-doi-lua-chon',
      title: 'Thay đổi lựa chọn của bạn',
      body: (
        <>
          <p>
            Bấm nút dưới đây để xóa lựa chọn đã lưu; trang sẽ tải lại và thanh thông báo cookie hiện ra để bạn chọn lại.
            Nếu bạn rút lại sự đồng ý, công cụ thống kê sẽ không được tải nữa.
          </p>
          <ConsentSettings />
          <p>
            Bạn cũng có thể xóa cookie và dữ liệu trang web trong phần cài đặt của trình duyệt. Lưu ý: xóa cookie phiên sẽ
            đăng xuất bạn, còn xóa localStorage sẽ làm mất tiến độ luyện tập.
          </p>
          <p>
            Xem thêm cách chúng tôi xử lý dữ liệu tại <Link to={paths.privacy}>Chính sách bảo mật</Link>.
          </p>
        </>
      ),
    },
  ],
};
