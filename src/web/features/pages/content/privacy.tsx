import { paths } from '@shared/paths';
import { Link } from 'react-router';
import { LOCAL_STORAGE_KEYS } from '@shared/constants';
import { SupportEmailLink } from './support-email-link';
import type { PageContent } from './page-content';

export const privacyPage: PageContent = {
  lead: (
    <>
      Chính sách này giải thích Học Tiếng Anh thu thập những thông tin nào, dùng chúng vào việc gì, lưu ở đâu, lưu trong
      bao lâu và bạn có những quyền gì đối với dữ liệu của mình.
    </>
  ),
  sections: [
    {
      id: 'thong-tin-thu-thap',
      title: 'Thông tin chúng tôi thu thập',
      body: (
        <>
          <ul>
            <li>
              <strong>Thông tin tài khoản:</strong> địa chỉ email, tên hiển thị và mật khẩu (chỉ lưu ở dạng đã băm, không
              ai đọc được). Nếu bạn đăng nhập bằng Google, chúng tôi nhận tên, email và ảnh đại diện mà Google cung cấp.
            </li>
            <li>
              <strong>Tài liệu bạn tải lên và thông tin đi kèm:</strong> nội dung tệp, tên tệp, định dạng, dung lượng, mô
              tả, chế độ công khai hay riêng tư và thời điểm tải lên.
            </li>
            <li>
              <strong>Hoạt động với tài liệu:</strong> những tài liệu bạn đã lưu, đã tải xuống và đã xem, cùng số lượt tải
              xuống của mỗi tài liệu.
            </li>
            <li>
              <strong>Phiên đăng nhập:</strong> mỗi phiên được lưu trên máy chủ kèm địa chỉ IP và thông tin trình duyệt
              lúc đăng nhập.
            </li>
            <li>
              <strong>Nhật ký máy chủ:</strong> địa chỉ IP, thời điểm, đường dẫn được yêu cầu, mã phản hồi và thông tin
              trình duyệt, phục vụ việc bảo mật và khắc phục sự cố.
            </li>
          </ul>
          <p>
            Khi bạn đã đăng nhập, tiến độ luyện chép chính tả (các lượt trả lời, lịch ôn tập, từ cần ôn, cài đặt) được
            lưu trong tài khoản để dùng trên mọi thiết bị; bạn tải về hoặc xóa nó ở trang Tiến độ. Khi chưa đăng nhập,
            tiến độ chỉ nằm trong localStorage của trình duyệt bạn và được chuyển vào tài khoản ở lần đăng nhập sau.
            Khi bạn yêu cầu tạo câu ví dụ, chỉ từ vựng, nghĩa, từ loại và các câu ví dụ
            đã có được gửi tới nhà cung cấp AI; không có thông tin cá nhân nào của bạn được gửi đi.
          </p>
        </>
      ),
    },
    {
      id: 'muc-dich',
      title: 'Chúng tôi dùng thông tin vào việc gì',
      body: (
        <>
          <ul>
            <li>Tạo và duy trì tài khoản, giúp bạn đăng nhập an toàn.</li>
            <li>Lưu trữ tài liệu và hiển thị chúng cho đúng người theo chế độ bạn chọn.</li>
            <li>Hiển thị danh sách tài liệu đã tải lên, đã lưu, đã tải xuống và đã xem trong trang Hồ sơ của bạn.</li>
            <li>Bảo vệ dịch vụ: giới hạn số lần đăng nhập sai, phát hiện và ngăn chặn hành vi lạm dụng.</li>
            <li>Xử lý báo cáo vi phạm, yêu cầu gỡ bỏ nội dung và yêu cầu hợp pháp từ cơ quan có thẩm quyền.</li>
            <li>Thống kê lượng truy cập để cải thiện trang web — chỉ khi bạn đồng ý.</li>
          </ul>
          <p>Chúng tôi không bán dữ liệu của bạn và không dùng nó để hiển thị quảng cáo nhắm mục tiêu.</p>
        </>
      ),
    },
    {
      id: 'noi-luu-tru',
      title: 'Dữ liệu được lưu ở đâu',
      body: (
        <>
          <p>
            Học Tiếng Anh được tự vận hành (self-host): cơ sở dữ liệu và tài liệu được lưu trên máy chủ của đơn vị vận
            hành trang này, hoặc trên kho lưu trữ mà đơn vị đó thuê. Dữ liệu chỉ được chia sẻ với bên thứ ba trong các
            trường hợp sau:
          </p>
          <ul>
            <li>Google, khi bạn chủ động chọn đăng nhập bằng Google;</li>
            <li>nhà cung cấp AI, khi bạn yêu cầu tạo câu ví dụ (chỉ nội dung từ vựng như nêu ở trên);</li>
            <li>dịch vụ thống kê truy cập, chỉ khi bạn đồng ý và khi đơn vị vận hành có cấu hình dịch vụ này;</li>
            <li>cổng thanh toán, khi bạn dùng khu vực thanh toán thử nghiệm (số tiền và mô tả đơn hàng);</li>
            <li>cơ quan nhà nước có thẩm quyền, khi pháp luật yêu cầu.</li>
          </ul>
        </>
      ),
    },
    {
      id: 'thoi-gian-luu',
      title: 'Thời gian lưu giữ',
      body: (
        <ul>
          <li>Thông tin tài khoản được lưu cho đến khi tài khoản bị xóa.</li>
          <li>
            Tài liệu được lưu cho đến khi bạn xóa chúng hoặc xóa tài khoản. Tệp đã xóa có thể còn trong bản sao lưu của
            đơn vị vận hành thêm một thời gian ngắn trước khi bị ghi đè.
          </li>
          <li>Phiên đăng nhập hết hạn sau 30 ngày không sử dụng, hoặc ngay khi bạn đăng xuất.</li>
          <li>Nhật ký máy chủ chỉ được giữ trong thời gian cần thiết cho việc bảo mật và khắc phục sự cố.</li>
          <li>Dữ liệu trong trình duyệt (localStorage) nằm trên máy của bạn cho đến khi bạn xóa.</li>
        </ul>
      ),
    },
    {
      id: 'quyen-cua-ban',
      title: 'Quyền của bạn',
      body: (
        <>
          <ul>
            <li>
              <strong>Xem dữ liệu:</strong> trang <Link to={paths.profile}>Hồ sơ</Link> hiển thị thông tin tài khoản và toàn bộ
              tài liệu liên quan đến bạn.
            </li>
            <li>
              <strong>Chỉnh sửa và xóa tài liệu:</strong> bạn có thể sửa mô tả, đổi chế độ hiển thị hoặc xóa tài liệu của
              mình bất cứ lúc nào.
            </li>
            <li>
              <strong>Nhận bản sao hoặc xóa tài khoản:</strong> gửi yêu cầu tới <SupportEmailLink /> từ địa chỉ email của
              tài khoản. Chúng tôi sẽ xác minh và xử lý trong thời gian sớm nhất.
            </li>
            <li>
              <strong>Rút lại sự đồng ý:</strong> thay đổi lựa chọn cookie bất cứ lúc nào tại trang{' '}
              <Link to={paths.cookies}>Chính sách cookie</Link>.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'cookie',
      title: 'Cookie và dữ liệu trên trình duyệt',
      body: (
        <>
          <ul>
            <li>
              Một cookie phiên đăng nhập được đặt khi bạn đăng nhập. Cookie này có thuộc tính HttpOnly (JavaScript trên
              trang không đọc được) và SameSite=Lax.
            </li>
            <li>
              localStorage lưu lựa chọn cookie của bạn (<code>{LOCAL_STORAGE_KEYS.cookieConsent}</code>) và tiến độ luyện
              tập khi bạn chưa đăng nhập (<code>{LOCAL_STORAGE_KEYS.practiceRecord}</code>, …).
            </li>
            <li>
              Công cụ thống kê truy cập chỉ được tải sau khi bạn bấm “Đồng ý”, và chỉ khi đơn vị vận hành có cấu hình.
            </li>
          </ul>
          <p>
            Danh sách đầy đủ có tại trang <Link to={paths.cookies}>Chính sách cookie</Link>.
          </p>
        </>
      ),
    },
    {
      id: 'bao-mat',
      title: 'Bảo mật',
      body: (
        <p>
          Mật khẩu được băm trước khi lưu, cookie phiên không thể đọc bằng JavaScript, và mọi yêu cầu thay đổi dữ liệu chỉ
          được chấp nhận khi gửi từ chính trang web này. Tuy vậy, không hệ thống nào an toàn tuyệt đối; nếu phát hiện lỗ
          hổng bảo mật, xin hãy báo cho chúng tôi qua <SupportEmailLink />.
        </p>
      ),
    },
    {
      id: 'thay-doi',
      title: 'Thay đổi chính sách',
      body: (
        <p>
          Khi chính sách này thay đổi, ngày cập nhật ở đầu trang sẽ được điều chỉnh. Với những thay đổi quan trọng về cách
          dùng dữ liệu, chúng tôi sẽ thông báo rõ trên trang web.
        </p>
      ),
    },
    {
      id: 'lien-he',
      title: 'Liên hệ',
      body: (
        <p>
          Mọi câu hỏi về quyền riêng tư, vui lòng gửi tới <SupportEmailLink /> hoặc dùng biểu mẫu tại trang{' '}
          <Link to={paths.contact}>Liên hệ</Link>.
        </p>
      ),
    },
  ],
};
