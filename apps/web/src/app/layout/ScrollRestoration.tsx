import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** Scroll positions of the entries of this tab's history, by location key. */
const positions = new Map<string, number>();

/**
 * A new page starts at the top; going back or forward returns to where the person was on that
 * page. A link to an anchor (#main-content) is left to the browser.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  }, []);

  useLayoutEffect(() => {
    const key = location.key;
    if (navigationType === 'POP' && positions.has(key)) {
      window.scrollTo(0, positions.get(key) ?? 0);
    } else if (!location.hash) {
      window.scrollTo(0, 0);
    }
    // Kept as the person scrolls, and no longer once the next page is committed, so the scroll
    // that a shorter next page causes is not taken for this page's position.
    const save = () => positions.set(key, window.scrollY);
    window.addEventListener('scroll', save, { passive: true });
    return () => window.removeEventListener('scroll', save);
  }, [location.key, location.hash, navigationType]);

  return null;
}
