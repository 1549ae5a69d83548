import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

const UNITS = [
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
  ['second', 1],
] as const;

/**
 * How long ago an instant was, in the page's language: "just now", "5 minutes ago",
 * "2 days 3 hours ago" (the two largest units, the second only when it is the next one down).
 */
export function useAgo() {
  const { t } = useTranslation('notifications');
  return useCallback(
    (iso: string, now: number = Date.now()) => {
      const at = Date.parse(iso);
      if (Number.isNaN(at)) return '—';
      const seconds = Math.max(0, Math.round((now - at) / 1000));
      if (seconds < 5) return t('ago.justNow');
      const i = UNITS.findIndex(([, size]) => seconds >= size);
      const [unit, size] = UNITS[i]!;
      const parts = [t(`ago.${unit}`, { count: Math.floor(seconds / size) })];
      const next = UNITS[i + 1];
      if (next) {
        const count = Math.floor((seconds % size) / next[1]);
        if (count > 0) parts.push(t(`ago.${next[0]}`, { count }));
      }
      return t('ago.ago', { duration: parts.join(' ') });
    },
    [t],
  );
}
