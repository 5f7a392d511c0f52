import { paths } from '@shared/paths';
import { Link } from 'react-router';
import { MB, UPLOAD } from '@shared/constants';
import { SupportEmailLink } from './support-email-link';
import type { PageContent } from './page-content';

export const termsPage: PageContent = {
  lead: (
    <>
      Khi truy cập và sử dụng Học Tiếng Anh, bạn đồng ý với các điều khoản dưới đây. Vui lòng đọc kỹ trước khi tạo tài
      khoản hoặc tải lên tài liệu.
    </>
  ),
  sections: [
    {
      id: 'pham-vi',
      title: 'Phạm vi áp dụng',
      body: (
        <p>
          Điều khoản này áp dụng cho mọi khách truy cập và người dùng của Học Tiếng Anh, bao gồm tính năng chia sẻ tài
          liệu học tập và tính năng luyện chép chính tả từ vựng, câu TOEIC. Dịch vụ được cung cấp miễn phí cho mục đích
          học tập.
        </p>
      ),
    },
    {
      id: 'tai-khoan',
      title: 'Tài khoản',
      body: (
        <ul>
          <li>Bạn có thể đăng ký bằng email và mật khẩu, hoặc đăng nhập bằng tài khoản Google.</li>
          <li>Thông tin bạn cung cấp khi đăng ký phải chính xác; không mạo danh người hoặc tổ chức khác.</li>
          <li>
            Bạn có trách nhiệm giữ bí mật mật khẩu và chịu trách nhiệm về mọi hoạt động diễn ra dưới tài khoản của mình.
            Nếu nghi ngờ tài khoản bị sử dụng trái phép, hãy đổi mật khẩu và báo cho chúng tôi ngay.
          </li>
          <li>
            Bạn có thể yêu cầu xóa tài khoản bất cứ lúc nào bằng cách gửi email tới <SupportEmailLink />.
          </li>
          <li>
            Chúng tôi có thể tạm khóa hoặc xóa tài khoản vi phạm các điều khoản này, đặc biệt là tài khoản vi phạm bản
            quyền nhiều lần.
          </li>
        </ul>
      ),
    },
    {
      id: 'su-dung-hop-le',
      title: 'Sử dụng hợp lệ',
      body: (
        <>
          <p>Khi sử dụng Học Tiếng Anh, bạn đồng ý:</p>
          <ul>
            <li>dùng dịch vụ cho mục đích học tập và chia sẻ kiến thức một cách hợp pháp;</li>
            <li>tôn trọng những người dùng khác và tài liệu mà họ chia sẻ;</li>
            <li>
              không làm gián đoạn dịch vụ: không gửi yêu cầu tự động hàng loạt, không dò tìm lỗ hổng bảo mật, không tìm
              cách vượt qua các giới hạn kỹ thuật (như dung lượng tối đa {UPLOAD.maxBytes / MB} MB mỗi tệp);
            </li>
            <li>không truy cập tài liệu riêng tư hoặc tài khoản của người khác khi chưa được phép.</li>
          </ul>
        </>
      ),
    },
    {
      id: 'noi-dung-bi-cam',
      title: 'Nội dung bị cấm',
      body: (
        <>
          <p>Bạn không được tải lên, chia sẻ hoặc phát tán:</p>
          <ul>
            <li>phần mềm độc hại, virus, mã độc hoặc tệp được thiết kế để gây hại cho thiết bị của người khác;</li>
            <li>
              tài liệu có bản quyền khi chưa được chủ sở hữu cho phép, chẳng hạn sách điện tử, giáo trình thương mại, đề
              thi hoặc khóa học trả phí;
            </li>
            <li>
              nội dung vi phạm pháp luật Việt Nam, nội dung khiêu dâm, bạo lực, kích động thù hằn hoặc phân biệt đối xử;
            </li>
            <li>thông tin cá nhân của người khác khi chưa có sự đồng ý của họ;</li>
            <li>thư rác, quảng cáo, nội dung lừa đảo hoặc giả mạo.</li>
          </ul>
          <p>
            Chúng tôi có quyền gỡ bỏ nội dung vi phạm mà không cần báo trước. Nếu bạn phát hiện nội dung như vậy, hãy báo
            cho chúng tôi qua trang <Link to={paths.contact}>Liên hệ</Link>.
          </p>
        </>
      ),
    },
    {
      id: 'noi-dung-cua-ban',
      title: 'Tài liệu bạn tải lên',
      body: (
        <ul>
          <li>Bạn vẫn giữ mọi quyền đối với tài liệu mình tải lên.</li>
          <li>
            Bạn hoàn toàn chịu trách nhiệm về tài liệu đó và cam kết mình có quyền chia sẻ nó. Học Tiếng Anh không kiểm
            duyệt trước nội dung do người dùng tải lên.
          </li>
          <li>
            Khi đặt một tài liệu ở chế độ công khai, bạn cho phép người dùng khác xem, lưu và tải xuống tài liệu đó cho
            mục đích học tập cá nhân.
          </li>
          <li>
            Tài liệu riêng tư chỉ hiển thị với bạn. Đơn vị vận hành chỉ truy cập khi cần cho việc kỹ thuật hoặc khi pháp
            luật yêu cầu.
          </li>
          <li>Bạn có thể sửa mô tả, đổi chế độ hiển thị hoặc xóa tài liệu của mình bất cứ lúc nào.</li>
        </ul>
      ),
    },
    {
      id: 'noi-dung-luyen-tap',
      title: 'Nội dung luyện tập và câu ví dụ do AI tạo',
      body: (
        <p>
          Từ vựng, câu luyện tập và bản dịch được biên soạn để tham khảo trong quá trình học. Câu ví dụ do trí tuệ nhân
          tạo (AI) tạo ra có thể chưa chính xác hoặc chưa tự nhiên; hãy đối chiếu với từ điển và tài liệu uy tín khi cần.
          Học Tiếng Anh không liên kết với và không được ETS, đơn vị tổ chức kỳ thi TOEIC, bảo trợ.
        </p>
      ),
    },
    {
      id: 'gioi-han-trach-nhiem',
      title: 'Giới hạn trách nhiệm',
      body: (
        <>
          <p>
            Dịch vụ được cung cấp “như hiện có”. Chúng tôi nỗ lực để trang web hoạt động ổn định nhưng không cam kết dịch
            vụ luôn liên tục, không có lỗi hay phù hợp với mọi mục đích cụ thể.
          </p>
          <ul>
            <li>Chúng tôi không chịu trách nhiệm về nội dung do người dùng tải lên.</li>
            <li>Hãy giữ bản sao của tài liệu quan trọng; dữ liệu trên bất kỳ hệ thống nào cũng có thể bị mất.</li>
            <li>
              Tiến độ luyện tập được lưu trong trình duyệt, vì vậy sẽ mất khi bạn xóa dữ liệu duyệt web hoặc đổi thiết bị.
            </li>
          </ul>
          <p>Trong phạm vi pháp luật cho phép, chúng tôi không chịu trách nhiệm về thiệt hại gián tiếp phát sinh từ việc sử dụng dịch vụ.</p>
        </>
      ),
    },
    {
      id: 'thay-doi',
      title: 'Thay đổi điều khoản',
      body: (
        <p>
          Chúng tôi có thể cập nhật điều khoản này khi dịch vụ thay đổi. Ngày cập nhật gần nhất luôn được ghi ở đầu trang;
          với những thay đổi quan trọng, chúng tôi sẽ thông báo trên trang web. Việc bạn tiếp tục sử dụng dịch vụ sau khi
          điều khoản được cập nhật đồng nghĩa với việc bạn chấp nhận các thay đổi đó.
        </p>
      ),
    },
    {
      id: 'lien-he',
      title: 'Liên hệ',
      body: (
        <p>
          Nếu có câu hỏi về các điều khoản này, hãy gửi email tới <SupportEmailLink /> hoặc dùng biểu mẫu tại trang{' '}
          <Link to={paths.contact}>Liên hệ</Link>.
        </p>
      ),
    },
  ],
};
