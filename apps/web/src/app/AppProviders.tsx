import { Suspense, lazy, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
// The style engine's provider: what Material's own ThemeProvider hands a theme without CSS
// variables to (ours has none), without also loading the CSS-variables provider at start-up.
import { ThemeProvider } from '@mui/system';
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
