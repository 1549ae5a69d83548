import { useEffect } from 'react';
import { styled } from '@mui/material/styles';
import { MaterialDesignContent, SnackbarProvider, enqueueSnackbar } from 'notistack';
import { UI_TIMING } from '@careclass/shared';
import { attachToastHost } from '../lib/toast.ts';

// notistack's own colours fail 4.5:1 with white text; use the theme's darker ones.
const Toast = styled(MaterialDesignContent)(({ theme: t }) => ({
  '&.notistack-MuiContent-success': { backgroundColor: t.palette.success.main },
  '&.notistack-MuiContent-error': { backgroundColor: t.palette.error.main },
  '&.notistack-MuiContent-warning': { backgroundColor: t.palette.warning.main },
  '&.notistack-MuiContent-info': { backgroundColor: t.palette.info.main },
  '&.notistack-MuiContent-default': { backgroundColor: '#1c232b' },
}));

/**
 * Where toasts appear. Loaded after the first paint (nothing is said before anything is shown);
 * toasts asked for before it arrives wait in lib/toast.ts and appear when it mounts.
 */
export default function ToastHost() {
  useEffect(() => attachToastHost(enqueueSnackbar), []);
  return (
    <SnackbarProvider
      maxSnack={UI_TIMING.toastMax}
      preventDuplicate
      autoHideDuration={UI_TIMING.toastDefaultMs}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      Components={{ default: Toast, success: Toast, error: Toast, warning: Toast, info: Toast }}
    />
  );
}
