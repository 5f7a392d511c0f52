import { paths } from '@shared/paths';
import { Link } from 'react-router';
import { SupportEmailLink } from './support-email-link';
import type { PageContent } from './page-content';

export const copyrightPage: PageContent = {
  lead: (
    <>
      Học Tiếng Anh tôn trọng quyền sở hữu trí tuệ và mong người dùng cũng vậy. Trang này giải thích cách chúng tôi xử lý
      nội dung vi phạm bản quyền và cách bạn gửi yêu cầu gỡ bỏ.
    </>
  ),
  sections: [
    {
      id: 'ton-trong-ban-quyen',
      title: 'Tôn trọng bản quyền',
      body: (
        <>
          <p>Bạn chỉ nên tải lên những tài liệu mà:</p>
          <ul>
            <li>do chính bạn biên soạn;</li>
            <li>bạn đã được chủ sở hữu cho phép chia sẻ;</li>
            <li>thuộc phạm vi công cộng hoặc được phát hành theo giấy phép mở cho phép chia sẻ lại, như Creative Commons.</li>
          </ul>
          <p>
            Bản quét sách, giáo trình thương mại, đề thi chưa được công bố hay tài liệu của các khóa học trả phí thường
            được bảo hộ bản quyền; không tải chúng lên khi chưa được phép. Người tải lên chịu trách nhiệm về tài liệu của
            mình, như quy định tại <Link to={paths.terms}>Điều khoản sử dụng</Link>.
          </p>
        </>
      ),
    },
    {
      id: 'yeu-cau-go-bo',
      title: 'Gửi yêu cầu gỡ bỏ',
      body: (
        <>
          <p>
            Nếu bạn là chủ sở hữu bản quyền (hoặc người được ủy quyền) và cho rằng một tài liệu trên trang vi phạm quyền
            của mình, hãy gửi email tới <SupportEmailLink /> với tiêu đề “Yêu cầu gỡ bỏ nội dung vi phạm bản quyền”, bao
            gồm:
          </p>
          <ol>
            <li>họ tên, địa chỉ, số điện thoại và email liên hệ của bạn;</li>
            <li>
              mô tả tác phẩm bị vi phạm: tên tác phẩm, tác giả, nhà xuất bản, năm phát hành và đường dẫn tới bản gốc nếu
              có;
            </li>
            <li>
              đường dẫn tới từng tài liệu vi phạm trên trang (có dạng <code>…/file/mã-tài-liệu</code>);
            </li>
            <li>lời khẳng định rằng bạn tin một cách thiện chí rằng việc sử dụng tài liệu đó chưa được cho phép;</li>
            <li>lời cam đoan rằng thông tin trong yêu cầu là chính xác và bạn là chủ sở hữu hoặc người được ủy quyền;</li>
            <li>chữ ký của bạn (chữ ký điện tử hoặc họ tên đầy đủ).</li>
          </ol>
          <p>Yêu cầu thiếu thông tin có thể khiến việc xử lý bị chậm lại.</p>
        </>
      ),
    },
    {
      id: 'quy-trinh',
      title: 'Quy trình xử lý',
      body: (
        <ol>
          <li>Chúng tôi xác nhận đã nhận được yêu cầu và xem xét trong thời gian sớm nhất.</li>
          <li>Nếu yêu cầu hợp lệ, tài liệu bị gỡ bỏ hoặc tạm ẩn, và người tải lên được thông báo.</li>
          <li>
            Người tải lên có thể phản hồi kèm bằng chứng về quyền sử dụng (ví dụ giấy phép hoặc văn bản cho phép). Nếu
            bằng chứng xác đáng, tài liệu có thể được khôi phục.
          </li>
        </ol>
      ),
    },
    {
      id: 'vi-pham-nhieu-lan',
      title: 'Người vi phạm nhiều lần',
      body: (
        <p>
          Tài khoản nhận nhiều yêu cầu gỡ bỏ hợp lệ sẽ bị khóa và toàn bộ tài liệu của tài khoản đó có thể bị xóa. Chúng
          tôi cũng có thể từ chối cho người đó tạo tài khoản mới.
        </p>
      ),
    },
    {
      id: 'noi-dung-cua-trang',
      title: 'Nội dung của trang web',
      body: (
        <>
          <ul>
            <li>
              Giao diện và nội dung luyện tập (danh sách từ vựng, câu luyện nghe và bản dịch) được biên soạn cho mục đích
              học tập. Mã nguồn của ứng dụng được phát hành dưới dạng mã nguồn mở theo giấy phép đi kèm kho mã.
            </li>
            <li>
              Câu ví dụ được tạo tự động bằng trí tuệ nhân tạo (AI) và được lưu lại để mọi người cùng tham khảo.
            </li>
            <li>
              Một phần phiên âm được chuyển đổi từ <strong>CMU Pronouncing Dictionary</strong>, © Carnegie Mellon
              University, sử dụng theo giấy phép kiểu BSD của từ điển này; giấy phép cho phép sử dụng và phân phối lại, kể
              cả cho mục đích thương mại, với điều kiện giữ nguyên thông báo bản quyền.
            </li>
            <li>
              TOEIC là nhãn hiệu đã đăng ký của ETS. Học Tiếng Anh không liên kết với và không được ETS bảo trợ hay xác
              nhận.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'lien-he',
      title: 'Liên hệ',
      body: (
        <p>
          Câu hỏi về bản quyền và yêu cầu gỡ bỏ, vui lòng gửi tới <SupportEmailLink />. Các vấn đề khác, xin dùng trang{' '}
          <Link to={paths.contact}>Liên hệ</Link>.
        </p>
      ),
    },
  ],
};
