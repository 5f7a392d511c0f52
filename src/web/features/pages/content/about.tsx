import { paths } from '@shared/paths';
import { Link } from 'react-router';
import { PRACTICE, UPLOAD, MB } from '@shared/constants';
import type { PageContent } from './page-content';

export const aboutPage: PageContent = {
  lead: (
    <>
      Học Tiếng Anh là trang web miễn phí dành cho người Việt học tiếng Anh: nơi chia sẻ tài liệu học tập với nhau và
      luyện nghe – chép chính tả từ vựng, câu TOEIC mỗi ngày.
    </>
  ),
  sections: [
    {
      id: 'su-menh',
      title: 'Sứ mệnh của chúng tôi',
      body: (
        <>
          <p>
            Chúng tôi tin rằng ai cũng có thể học tốt tiếng Anh nếu có tài liệu phù hợp và một thói quen luyện tập đều
            đặn. Học Tiếng Anh ra đời để gom hai điều đó về cùng một chỗ: một kho tài liệu do chính người học đóng góp,
            và một công cụ luyện nghe ngắn gọn mà bạn có thể dùng mỗi ngày, ngay trên trình duyệt.
          </p>
          <p>
            Trang web hoàn toàn miễn phí, không yêu cầu cài đặt, và được thiết kế để dùng tốt trên cả điện thoại lẫn máy
            tính.
          </p>
        </>
      ),
    },
    {
      id: 'chia-se-tai-lieu',
      title: 'Chia sẻ tài liệu học tập',
      body: (
        <>
          <p>
            Giáo trình, đề luyện, ghi chú hay file nghe mà bạn thấy hữu ích có thể giúp được rất nhiều người khác. Sau khi
            đăng nhập, bạn có thể:
          </p>
          <ul>
            <li>tải lên tài liệu với dung lượng tối đa {UPLOAD.maxBytes / MB} MB mỗi tệp, kèm một đoạn mô tả ngắn;</li>
            <li>
              chọn chế độ <strong>công khai</strong> để mọi người cùng xem, hoặc <strong>riêng tư</strong> để chỉ mình
              bạn thấy;
            </li>
            <li>xem trực tiếp tài liệu trên trình duyệt, lưu lại tài liệu hay của người khác và tải xuống khi cần;</li>
            <li>
              quản lý tài liệu đã tải lên, đã lưu, đã tải xuống và đã xem tại trang{' '}
              <Link to={paths.profile}>Hồ sơ của bạn</Link>.
            </li>
          </ul>
          <p>
            Mỗi người tự chịu trách nhiệm về tài liệu mình tải lên. Vui lòng chỉ chia sẻ những gì bạn có quyền chia sẻ —
            xem thêm <Link to={paths.terms}>Điều khoản sử dụng</Link> và <Link to={paths.copyright}>Bản quyền</Link>.
          </p>
        </>
      ),
    },
    {
      id: 'luyen-chep-chinh-ta',
      title: 'Luyện chép chính tả TOEIC',
      body: (
        <>
          <p>
            Tại <Link to={paths.home}>trang chủ</Link>, bạn chọn một bộ từ vựng theo chủ đề hoặc một bộ câu theo từng Part của đề
            TOEIC, nghe phát âm rồi gõ lại những gì mình nghe được. Cách học này rèn cùng lúc khả năng nghe, chính tả và
            vốn từ.
          </p>
          <ul>
            <li>
              Mỗi bộ từ vựng có {PRACTICE.vocabularySetSize} từ, kèm phiên âm, nghĩa tiếng Việt và câu ví dụ do trí tuệ
              nhân tạo (AI) tạo ra theo yêu cầu của bạn.
            </li>
            <li>
              Mỗi bộ câu có khoảng {PRACTICE.sentenceSetSize} câu theo phong cách đề TOEIC, kèm bản dịch tiếng Việt để bạn
              đối chiếu; hội thoại Part 2, 3 và bài nói Part 4 được chép từng lượt lời, với các lượt trước hiện ở phía trên.
            </li>
            <li>
              Tiến độ được lưu ngay trong trình duyệt của bạn, nên bạn có thể luyện tập mà không cần tạo tài khoản.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'cach-xay-dung',
      title: 'Chúng tôi xây dựng trang web như thế nào',
      body: (
        <>
          <p>
            Học Tiếng Anh là phần mềm mã nguồn mở và có thể tự cài đặt (self-host). Bất kỳ trường học, trung tâm hay cá
            nhân nào cũng có thể chạy một bản riêng trên máy chủ của mình, với dữ liệu nằm hoàn toàn trong tay mình.
          </p>
          <ul>
            <li>Ứng dụng được viết bằng TypeScript, với React ở giao diện và Fastify ở máy chủ.</li>
            <li>Dữ liệu được lưu trong PostgreSQL; tài liệu được lưu trên ổ đĩa của máy chủ hoặc một kho lưu trữ S3.</li>
            <li>
              Tính năng tạo câu ví dụ dùng một nhà cung cấp AI do đơn vị vận hành tự chọn và cấu hình; khi chưa được cấu hình, tính năng này không hoạt động.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'gop-y',
      title: 'Góp ý và liên hệ',
      body: (
        <p>
          Chúng tôi luôn muốn nghe ý kiến của bạn: một lỗi bạn gặp phải, một tính năng bạn mong muốn hay đơn giản là một
          lời động viên. Hãy gửi cho chúng tôi qua trang <Link to={paths.contact}>Liên hệ</Link>.
        </p>
      ),
    },
  ],
};
