// The account mails (issue 14), in Vietnamese: what each says and its one link.
import type { Mail } from '../mail/mailer';

export function passwordResetMail({ to, name, url }: { to: string; name: string; url: string }): Mail {
  return {
    to,
    subject: 'Đặt lại mật khẩu Học Tiếng Anh',
    paragraphs: [
      `Xin chào ${name || to},`,
      `Chúng tôi nhận được yêu cầu đặt lại mật khẩu cho tài khoản ${to}. Bấm vào liên kết dưới đây để chọn mật khẩu mới. Liên kết có hiệu lực trong 1 giờ và chỉ dùng được một lần.`,
      'Sau khi đổi mật khẩu, mọi thiết bị đang đăng nhập sẽ bị đăng xuất.',
      'Nếu bạn không yêu cầu, hãy bỏ qua email này: mật khẩu của bạn không thay đổi.',
    ],
    action: { label: 'Đặt lại mật khẩu', url },
  };
}
