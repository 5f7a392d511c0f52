import { paths } from '@shared/paths';
import { Link, useNavigate } from 'react-router';
import { useAuth } from '@/lib/auth';
import { AuthForm } from './auth-form';

export function SignupPage() {
  const { signUpEmail } = useAuth();
  const navigate = useNavigate();
  return (
    <AuthForm
      title="Tạo tài khoản"
      subtitle="Đăng ký miễn phí để chia sẻ tài liệu và lưu tiến độ học"
      googleLabel="Đăng ký với Google"
      submitLabel="Đăng ký"
      busyLabel="Đang đăng ký..."
      withDisplayName
      footer={
        <>
          Bạn đã có tài khoản? <Link to={paths.login}>Đăng nhập</Link>
        </>
      }
      onSubmit={async ({ email, password, displayName }) => {
        await signUpEmail(email, password, displayName);
        navigate(paths.home, { replace: true });
      }}
    />
  );
}
