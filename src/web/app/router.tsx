// Routes of the app (src/shared/paths.ts). Every screen is code-split, the home page too: the main bundle is what every
// first visit loads, and the server links each screen's chunks from its page (shared/page-modules.ts), so the landing
// page's chunk arrives alongside the main bundle without a round trip of its own. Features register their screens here.
import { lazy, type ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { paths } from '@shared/paths';
import { RootLayout } from '@/app/layout/root-layout';
import { AdminRoute, ProtectedRoute } from '@/app/protected-route';

/** A code-split screen: `load` imports the module, `name` picks its named export. */
function lazyPage<Props extends object, Name extends string>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
) {
  return lazy(async () => ({ default: (await load())[name] }));
}

const HomePage = lazyPage(() => import('@/features/practice/components/home-page'), 'HomePage');
const LoginPage = lazyPage(() => import('@/features/auth/components/login-page'), 'LoginPage');
const SignupPage = lazyPage(() => import('@/features/auth/components/signup-page'), 'SignupPage');
const ForgotPasswordPage = lazyPage(
  () => import('@/features/auth/components/password-reset-pages'),
  'ForgotPasswordPage',
);
const ResetPasswordPage = lazyPage(
  () => import('@/features/auth/components/password-reset-pages'),
  'ResetPasswordPage',
);
const VerifyEmailPage = lazyPage(() => import('@/features/auth/components/verify-email-page'), 'VerifyEmailPage');
const AuthCompletePage = lazyPage(() => import('@/features/auth/components/auth-complete-page'), 'AuthCompletePage');
const ProfileScreen = lazyPage(() => import('@/app/profile-screen'), 'ProfileScreen');
const SettingsPage = lazyPage(() => import('@/features/settings/components/settings-page'), 'SettingsPage');
const AuthorPage = lazyPage(() => import('@/features/files/components/author-page'), 'AuthorPage');
const LibraryPage = lazyPage(() => import('@/features/files/components/library-page'), 'LibraryPage');
const FileDetailPage = lazyPage(() => import('@/features/files/components/file-detail-page'), 'FileDetailPage');
const ViewerPage = lazyPage(() => import('@/features/viewer/components/viewer-page'), 'ViewerPage');
const StaticPage = lazyPage(() => import('@/features/pages/components/static-page'), 'StaticPage');
const ContactPage = lazyPage(() => import('@/features/pages/components/contact-page'), 'ContactPage');
const CheckoutPage = lazyPage(() => import('@/features/checkout/components/checkout-page'), 'CheckoutPage');
const CheckoutResultPage = lazyPage(
  () => import('@/features/checkout/components/checkout-result-page'),
  'CheckoutResultPage',
);
const SandboxCheckoutPage = lazyPage(
  () => import('@/features/checkout/components/sandbox-checkout-page'),
  'SandboxCheckoutPage',
);
const WordDictationPage = lazyPage<object, 'WordDictationPage'>(
  () => import('@/features/practice/components/word-dictation-page'),
  'WordDictationPage',
);
const SentencePracticePage = lazyPage<object, 'SentencePracticePage'>(
  () => import('@/features/practice/components/sentence-practice-page'),
  'SentencePracticePage',
);
const ReviewPage = lazyPage(() => import('@/features/practice/components/review-page'), 'ReviewPage');
// The stats page; its charting library loads later still, once a chart is on the screen (trend-chart.tsx).
const ProgressPage = lazyPage(() => import('@/features/practice/progress/components/progress-page'), 'ProgressPage');
const AdminPage = lazyPage(() => import('@/features/moderation/components/admin-page'), 'AdminPage');
const NotFoundPage = lazyPage(() => import('@/features/pages/components/not-found-page'), 'NotFoundPage');

/** Every screen inside the root layout (nav bar, banners, footer). */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route path={paths.home} element={<HomePage />} />
        <Route path={paths.dictationList} element={<HomePage />} />
        <Route path={paths.login} element={<LoginPage />} />
        <Route path={paths.signup} element={<SignupPage />} />
        <Route path={paths.forgotPassword} element={<ForgotPasswordPage />} />
        <Route path={paths.resetPassword} element={<ResetPasswordPage />} />
        <Route path={paths.verifyEmail} element={<VerifyEmailPage />} />
        <Route path={paths.authComplete} element={<AuthCompletePage />} />
        <Route
          path={paths.profile}
          element={
            <ProtectedRoute>
              <ProfileScreen />
            </ProtectedRoute>
          }
        />
        <Route
          path={paths.admin}
          element={
            <AdminRoute>
              <AdminPage />
            </AdminRoute>
          }
        />
        <Route
          path={paths.settings}
          element={
            <ProtectedRoute>
              <SettingsPage />
            </ProtectedRoute>
          }
        />
        <Route path={paths.author.pattern} element={<AuthorPage />} />
        <Route path={paths.library.pattern} element={<LibraryPage />} />
        <Route path={paths.file.pattern} element={<FileDetailPage />} />
        <Route path={paths.viewer.pattern} element={<ViewerPage />} />
        <Route path={paths.dictation.pattern} element={<WordDictationPage />} />
        <Route path={paths.sentencePractice.pattern} element={<SentencePracticePage />} />
        <Route path={paths.review.pattern} element={<ReviewPage />} />
        <Route path={paths.progress} element={<ProgressPage />} />
        <Route path={paths.about} element={<StaticPage page="about" />} />
        <Route path={paths.terms} element={<StaticPage page="terms" />} />
        <Route path={paths.privacy} element={<StaticPage page="privacy" />} />
        <Route path={paths.cookies} element={<StaticPage page="cookies" />} />
        <Route path={paths.copyright} element={<StaticPage page="copyright" />} />
        <Route path={paths.contact} element={<ContactPage />} />
        <Route path={paths.checkout} element={<CheckoutPage />} />
        <Route path={paths.checkoutSuccess} element={<CheckoutResultPage variant="success" />} />
        <Route path={paths.checkoutCancel} element={<CheckoutResultPage variant="cancel" />} />
        <Route path={paths.sandboxCheckout.pattern} element={<SandboxCheckoutPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
