// The account mails, in Vietnamese: what each says and its one link.
import type { Mail } from '../mail';

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

/** The link that confirms a new account's address (REQUIRE_EMAIL_VERIFICATION). */
export function verificationMail({ to, name, url }: { to: string; name: string; url: string }): Mail {
  return {
    to,
    subject: 'Xác nhận email cho tài khoản Học Tiếng Anh',
    paragraphs: [
      `Xin chào ${name || to},`,
      `Cảm ơn bạn đã đăng ký Học Tiếng Anh với địa chỉ ${to}. Bấm vào liên kết dưới đây để xác nhận email. Liên kết có hiệu lực trong 24 giờ.`,
      'Sau khi xác nhận, bạn có thể tải tài liệu lên và chia sẻ với mọi người.',
      'Nếu bạn không đăng ký, hãy bỏ qua email này: tài khoản sẽ không được dùng để tải tài liệu lên.',
    ],
    action: { label: 'Xác nhận email', url },
  };
}

/**
 * Someone signed up with an address that already has an account. The sign-up page answered as
 * for a new account (it must not tell who is registered); the owner of the address learns it here.
 */
export function existingAccountMail({
  to,
  name,
  signInUrl,
  resetUrl,
}: {
  to: string;
  name: string;
  signInUrl: string;
  resetUrl: string;
}): Mail {
  return {
    to,
    subject: 'Bạn đã có tài khoản Học Tiếng Anh',
    paragraphs: [
      `Xin chào ${name || to},`,
      `Có người vừa đăng ký Học Tiếng Anh bằng địa chỉ ${to}, nhưng địa chỉ này đã có tài khoản. Không có tài khoản mới nào được tạo.`,
      `Nếu đó là bạn, hãy đăng nhập. Nếu bạn quên mật khẩu, hãy đặt lại tại ${resetUrl}`,
      'Nếu không phải bạn, hãy bỏ qua email này: tài khoản của bạn không thay đổi.',
    ],
    action: { label: 'Đăng nhập', url: signInUrl },
  };
}
