import { useCallback, useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import { UI_TIMING } from '@careclass/shared';

export interface ShownError {
  message: string;
  /** Changes on every showing, so the same text shown twice restarts the timer. */
  at: number;
}

/**
 * An error banner of an admin screen: the specification has them disappear after 5 seconds
 * (UI_TIMING.errorBannerMs). Fields that caused it stay marked by their own helper text.
 */
export function useAutoDismissError() {
  const [error, setError] = useState<ShownError | null>(null);
  useEffect(() => {
    if (!error) return;
    const timer = window.setTimeout(() => setError(null), UI_TIMING.errorBannerMs);
    return () => window.clearTimeout(timer);
  }, [error]);
  const show = useCallback((message: string) => setError({ message, at: Date.now() }), []);
  const clear = useCallback(() => setError(null), []);
  return { error, show, clear };
}

export function AutoDismissAlert({
  error,
  onClose,
}: {
  error: ShownError | null;
  onClose: () => void;
}) {
  if (!error) return null;
  return (
    <Alert severity="error" onClose={onClose} sx={{ mb: 2 }} role="alert">
      {error.message}
    </Alert>
  );
}
