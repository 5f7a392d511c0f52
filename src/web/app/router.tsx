// Routes of SPEC §2. Every screen is code-split; features register their screens here.
import { lazy } from 'react';
import { createBrowserRouter } from 'react-router';
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
const HomePage = lazy(() =>
  import('../features/practice/components/home-page').then((module) => ({ default: module.HomePage })),
);
const NotFoundPage = lazy(() =>
  import('../features/pages/components/not-found-page').then((module) => ({ default: module.NotFoundPage })),
);

export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    children: [
      { path: '/', element: <HomePage /> },
      { path: '/dictation-list', element: <HomePage /> },
      { path: '/login', element: <LoginPage /> },
      { path: '/signup', element: <SignupPage /> },
      { path: '/auth/complete', element: <AuthCompletePage /> },
      {
        path: '/profile',
        element: (
          <ProtectedRoute>
            <ProfilePage />
          </ProtectedRoute>
        ),
      },
      { path: '/user/:userId', element: <AuthorPage /> },
      { path: '/file/:fileId', element: <FileDetailPage /> },
      { path: '/viewer', element: <ViewerPage /> },
      { path: '/dictation/:position', element: <WordDictationPage /> },
      { path: '/sentence-practice/:position', element: <SentencePracticePage /> },
      { path: '/about', element: <StaticPage page="about" /> },
      { path: '/terms', element: <StaticPage page="terms" /> },
      { path: '/privacy', element: <StaticPage page="privacy" /> },
      { path: '/cookies', element: <StaticPage page="cookies" /> },
      { path: '/copyright', element: <StaticPage page="copyright" /> },
      { path: '/contact', element: <ContactPage /> },
      { path: '/checkout', element: <CheckoutPage /> },
      { path: '/checkout/success', element: <CheckoutResultPage variant="success" /> },
      { path: '/checkout/cancel', element: <CheckoutResultPage variant="cancel" /> },
      { path: '/checkout/sandbox/:orderCode', element: <SandboxCheckoutPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
