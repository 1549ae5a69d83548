import type { ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider, styled } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { MaterialDesignContent, SnackbarProvider } from 'notistack';
import { UI_TIMING } from '@careclass/shared';
import { AuthProvider } from '../features/auth/AuthProvider.tsx';
import { queryClient } from './query-client.ts';
import { theme } from './theme.ts';

// notistack's own colours fail 4.5:1 with white text; use the theme's darker ones.
const Toast = styled(MaterialDesignContent)(({ theme: t }) => ({
  '&.notistack-MuiContent-success': { backgroundColor: t.palette.success.main },
  '&.notistack-MuiContent-error': { backgroundColor: t.palette.error.main },
  '&.notistack-MuiContent-warning': { backgroundColor: t.palette.warning.main },
  '&.notistack-MuiContent-info': { backgroundColor: t.palette.info.main },
  '&.notistack-MuiContent-default': { backgroundColor: '#1c232b' },
}));

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <SnackbarProvider
          maxSnack={UI_TIMING.toastMax}
          preventDuplicate
          autoHideDuration={UI_TIMING.toastDefaultMs}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
          Components={{
            default: Toast,
            success: Toast,
            error: Toast,
            warning: Toast,
            info: Toast,
          }}
        >
          <AuthProvider>{children}</AuthProvider>
        </SnackbarProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
