// Routes of the app (src/shared/paths.ts). Every screen is code-split, the home page too: the main bundle is what every
// first visit loads, and the server links each screen's chunks from its page (shared/page-modules.ts), so the landing
// page's chunk arrives alongside the main bundle without a round trip of its own. Features register their screens here.
import { lazy, type ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { paths } from '@shared/paths';
import { RootLayout } from '@/app/layout/root-layout';
import { AdminRoute, ProtectedRoute } from '@/app/protected-route';
import { ensureAreas, type MessageArea } from '@/i18n/i18n';

/**
 * A code-split screen: `load` imports the module, `name` picks its named export, and the screen renders once
 * the message areas it shows (besides the shell's) are loaded too, fetched alongside its module.
 */
function lazyPage<Props extends object, Name extends string>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
  areas: readonly MessageArea[],
) {
  return lazy(async () => {
    const [module] = await Promise.all([load(), ensureAreas(areas)]);
    return { default: module[name] };
  });
}

// The message areas each screen shows besides the shell's (i18n/load-messages.ts).
const HOME_AREAS: readonly MessageArea[] = ['practice-home'];
// A practice screen shows its set's name (practice-home's labels) and, at the end, the summary.
const PRACTICE_AREAS: readonly MessageArea[] = ['practice', 'practice-home', 'practice-summary'];
const PROGRESS_AREAS: readonly MessageArea[] = ['practice-progress', 'practice-home'];
const AUTH_AREAS: readonly MessageArea[] = ['auth'];
// The save dialog's 'Thêm vào bộ sưu tập' is on every screen that shows document cards.
const FILES_AREAS: readonly MessageArea[] = ['files', 'collections'];
const PROFILE_AREAS: readonly MessageArea[] = ['files', 'collections', 'account'];
const SETTINGS_AREAS: readonly MessageArea[] = ['account', 'auth'];
const PAGES_AREAS: readonly MessageArea[] = ['pages'];
const ADMIN_AREAS: readonly MessageArea[] = ['pages', ...FILES_AREAS, 'comments'];
const FILE_DETAIL_AREAS: readonly MessageArea[] = [...FILES_AREAS, 'comments'];

const HomePage = lazyPage(() => import('@/features/practice/components/home-page'), 'HomePage', HOME_AREAS);
const LoginPage = lazyPage(() => import('@/features/auth/components/login-page'), 'LoginPage', AUTH_AREAS);
const SignupPage = lazyPage(() => import('@/features/auth/components/signup-page'), 'SignupPage', AUTH_AREAS);
const ForgotPasswordPage = lazyPage(
  () => import('@/features/auth/components/password-reset-pages'),
  'ForgotPasswordPage',
  AUTH_AREAS,
);
const ResetPasswordPage = lazyPage(
  () => import('@/features/auth/components/password-reset-pages'),
  'ResetPasswordPage',
  AUTH_AREAS,
);
const VerifyEmailPage = lazyPage(
  () => import('@/features/auth/components/verify-email-page'),
  'VerifyEmailPage',
  AUTH_AREAS,
);
const AuthCompletePage = lazyPage(
  () => import('@/features/auth/components/auth-complete-page'),
  'AuthCompletePage',
  AUTH_AREAS,
);
const ProfileScreen = lazyPage(() => import('@/app/profile-screen'), 'ProfileScreen', PROFILE_AREAS);
const SettingsPage = lazyPage(
  () => import('@/features/settings/components/settings-page'),
  'SettingsPage',
  SETTINGS_AREAS,
);
const AuthorPage = lazyPage(() => import('@/features/files/components/author-page'), 'AuthorPage', FILES_AREAS);
const LibraryPage = lazyPage(() => import('@/features/files/components/library-page'), 'LibraryPage', FILES_AREAS);
const CollectionPage = lazyPage(
  () => import('@/features/files/components/collection-page'),
  'CollectionPage',
  FILES_AREAS,
);
const FileDetailPage = lazyPage(
  () => import('@/features/files/components/file-detail-page'),
  'FileDetailPage',
  FILE_DETAIL_AREAS,
);
const ViewerPage = lazyPage(() => import('@/features/viewer/components/viewer-page'), 'ViewerPage', FILES_AREAS);
const StaticPage = lazyPage(() => import('@/features/pages/components/static-page'), 'StaticPage', PAGES_AREAS);
const ContactPage = lazyPage(() => import('@/features/pages/components/contact-page'), 'ContactPage', PAGES_AREAS);
const CheckoutPage = lazyPage(
  () => import('@/features/checkout/components/checkout-page'),
  'CheckoutPage',
  PAGES_AREAS,
);
const CheckoutResultPage = lazyPage(
  () => import('@/features/checkout/components/checkout-result-page'),
  'CheckoutResultPage',
  PAGES_AREAS,
);
const SandboxCheckoutPage = lazyPage(
  () => import('@/features/checkout/components/sandbox-checkout-page'),
  'SandboxCheckoutPage',
  PAGES_AREAS,
);
const WordDictationPage = lazyPage<object, 'WordDictationPage'>(
  () => import('@/features/practice/components/word-dictation-page'),
  'WordDictationPage',
  PRACTICE_AREAS,
);
const SentencePracticePage = lazyPage<object, 'SentencePracticePage'>(
  () => import('@/features/practice/components/sentence-practice-page'),
  'SentencePracticePage',
  PRACTICE_AREAS,
);
const ReviewPage = lazyPage(() => import('@/features/practice/components/review-page'), 'ReviewPage', PRACTICE_AREAS);
// The stats page; its charting library loads later still, once a chart is on the screen (trend-chart.tsx).
const ProgressPage = lazyPage(
  () => import('@/features/practice/progress/components/progress-page'),
  'ProgressPage',
  PROGRESS_AREAS,
);
const AdminPage = lazyPage(() => import('@/features/moderation/components/admin-page'), 'AdminPage', ADMIN_AREAS);
const NotFoundPage = lazyPage(() => import('@/features/pages/components/not-found-page'), 'NotFoundPage', PAGES_AREAS);

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
        <Route path={paths.collection.pattern} element={<CollectionPage />} />
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
