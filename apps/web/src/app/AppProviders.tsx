import { Suspense, lazy, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { AuthProvider } from '../features/auth/AuthProvider.tsx';
import { queryClient } from './query-client.ts';
import { theme } from './theme.ts';

// Toasts: their library loads after the first paint (see ToastHost).
const ToastHost = lazy(() => import('./ToastHost.tsx'));

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <AuthProvider>{children}</AuthProvider>
        <Suspense fallback={null}>
          <ToastHost />
        </Suspense>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
