import { paths } from '@shared/paths';
import { Link, useNavigate } from 'react-router';
import { useAuth } from '@/lib/auth';
import { AuthForm } from './auth-form';

export function LoginPage() {
  const { signInEmail } = useAuth();
  const navigate = useNavigate();
  return (
    <AuthForm
      title="Chào mừng trở lại"
      subtitle="Đăng nhập để tiếp tục"
      googleLabel="Đăng nhập với Google"
      submitLabel="Đăng nhập"
      busyLabel="Đang đăng nhập..."
      footer={
        <>
          Bạn chưa có tài khoản? <Link to={paths.signup}>Đăng ký</Link>
        </>
      }
      onSubmit={async ({ email, password }) => {
        await signInEmail(email, password);
        navigate(paths.home, { replace: true });
      }}
    />
  );
}
