// Routes of SPEC §2. Every screen is code-split but the home page: it is the landing page, and loading it
// with the first bundle saves a round trip before its first paint. Features register their screens here.
import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { HomePage } from '../features/practice/components/home-page';
import { RootLayout } from './layout/root-layout';
import { ProtectedRoute } from './protected-route';

const LoginPage = lazy(() =>
  import('../features/auth/components/login-page').then((module) => ({ default: module.LoginPage })),
);
const SignupPage = lazy(() =>
  import('../features/auth/components/signup-page').then((module) => ({ default: module.SignupPage })),
);
const AuthCompletePage = lazy(() =>
  import('../features/auth/components/auth-complete-page').then((module) => ({ default: module.AuthCompletePage })),
);
const ProfilePage = lazy(() =>
  import('../features/files/components/profile-page').then((module) => ({ default: module.ProfilePage })),
);
const AuthorPage = lazy(() =>
  import('../features/files/components/author-page').then((module) => ({ default: module.AuthorPage })),
);
const FileDetailPage = lazy(() =>
  import('../features/files/components/file-detail-page').then((module) => ({ default: module.FileDetailPage })),
);
const ViewerPage = lazy(() =>
  import('../features/viewer/components/viewer-page').then((module) => ({ default: module.ViewerPage })),
);
const StaticPage = lazy(() =>
  import('../features/pages/components/static-page').then((module) => ({ default: module.StaticPage })),
);
const ContactPage = lazy(() =>
  import('../features/pages/components/contact-page').then((module) => ({ default: module.ContactPage })),
);
const CheckoutPage = lazy(() =>
  import('../features/checkout/components/checkout-page').then((module) => ({ default: module.CheckoutPage })),
);
const CheckoutResultPage = lazy(() =>
  import('../features/checkout/components/checkout-result-page').then((module) => ({
    default: module.CheckoutResultPage,
  })),
);
const SandboxCheckoutPage = lazy(() =>
  import('../features/checkout/components/sandbox-checkout-page').then((module) => ({
    default: module.SandboxCheckoutPage,
  })),
);
const WordDictationPage = lazy(() =>
  import('../features/practice/components/word-dictation-page').then((module) => ({
    default: module.WordDictationPage,
  })),
);
const SentencePracticePage = lazy(() =>
  import('../features/practice/components/sentence-practice-page').then((module) => ({
    default: module.SentencePracticePage,
  })),
);
const NotFoundPage = lazy(() =>
  import('../features/pages/components/not-found-page').then((module) => ({ default: module.NotFoundPage })),
);

/** Every screen of SPEC §2 inside the root layout (nav bar, banners, footer). */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route path="/" element={<HomePage />} />
        <Route path="/dictation-list" element={<HomePage />} />
        <Route path="/login" element={<LoginPage />} />
        <Route path="/signup" element={<SignupPage />} />
        <Route path="/auth/complete" element={<AuthCompletePage />} />
        <Route
          path="/profile"
          element={
            <ProtectedRoute>
              <ProfilePage />
            </ProtectedRoute>
          }
        />
        <Route path="/user/:userId" element={<AuthorPage />} />
        <Route path="/file/:fileId" element={<FileDetailPage />} />
        <Route path="/viewer" element={<ViewerPage />} />
        <Route path="/dictation/:position" element={<WordDictationPage />} />
        <Route path="/sentence-practice/:position" element={<SentencePracticePage />} />
        <Route path="/about" element={<StaticPage page="about" />} />
        <Route path="/terms" element={<StaticPage page="terms" />} />
        <Route path="/privacy" element={<StaticPage page="privacy" />} />
        <Route path="/cookies" element={<StaticPage page="cookies" />} />
        <Route path="/copyright" element={<StaticPage page="copyright" />} />
        <Route path="/contact" element={<ContactPage />} />
        <Route path="/checkout" element={<CheckoutPage />} />
        <Route path="/checkout/success" element={<CheckoutResultPage variant="success" />} />
        <Route path="/checkout/cancel" element={<CheckoutResultPage variant="cancel" />} />
        <Route path="/checkout/sandbox/:orderCode" element={<SandboxCheckoutPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
