import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { AuthProvider } from '@/lib/auth';
import { ToastProvider } from '@/components/toast';
import { ConfirmProvider } from '@/components/confirm-dialog';
import { RecordProvider } from '@/features/practice/record/record-context';
import { I18nProvider } from '@/i18n/i18n';
import { AppRoutes } from './router';

// Mutations run whatever the browser thinks of the network ('always'): offline, the request fails at once
// and its toast says so. TanStack Query's default ('online') pauses them while offline and replays
// them when the line returns, long after the user gave up: a delete nobody confirmed twice.
const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
    mutations: { networkMode: 'always', retry: false },
  },
});

export function App() {
  return (
    <I18nProvider>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <RecordProvider>
            <ToastProvider>
              <ConfirmProvider>
                <BrowserRouter>
                  <AppRoutes />
                </BrowserRouter>
              </ConfirmProvider>
            </ToastProvider>
          </RecordProvider>
        </AuthProvider>
      </QueryClientProvider>
    </I18nProvider>
  );
}
