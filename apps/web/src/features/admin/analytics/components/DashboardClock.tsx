import { useEffect, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import { useFormat } from '../../../../i18n/format.ts';

/** The dashboard clock ticks every second (specification 001, 9). */
export const CLOCK_TICK_MS = 1000;

const CLOCK_OPTIONS: Intl.DateTimeFormatOptions = {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  second: '2-digit',
};

/**
 * The current date and time. A component of its own, so that its tick re-renders only itself; it
 * is not a live region (a screen reader would otherwise read it every second).
 */
export function DashboardClock() {
  const { locale } = useFormat();
  const clockFmt = useMemo(() => new Intl.DateTimeFormat(locale, CLOCK_OPTIONS), [locale]);
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), CLOCK_TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <Box component="time" dateTime={now.toISOString()} sx={{ fontVariantNumeric: 'tabular-nums' }}>
      {clockFmt.format(now)}
    </Box>
  );
}
