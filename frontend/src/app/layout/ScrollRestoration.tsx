import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

const STORAGE_KEY = 'uniform.scroll-positions';

/** Where the visitor was on each history entry (by the router's location key), kept across reloads. */
function readPositions(): Record<string, number> {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, number>) : {};
  } catch {
    return {};
  }
}

const positions = typeof window === 'undefined' ? {} : readPositions();

/**
 * The page area's scrolling, rendered after the page so its effect runs once the page is on screen
 * (its first load included): a new page starts at the top, or at its #anchor; Back and Forward return
 * to where you were on that entry; a change of the query alone (a dashboard tab) keeps your place.
 * (No CSS smooth scrolling: it would make every page change glide up from the old position.)
 */
export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const save = () => {
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
      } catch {
        // Storage full or blocked: positions are kept for this page's life only.
      }
    };
    window.addEventListener('pagehide', save);
    return () => window.removeEventListener('pagehide', save);
  }, []);

  useEffect(() => {
    const remember = () => {
      positions[location.key] = window.scrollY;
    };
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [location.key]);

  const place = `${location.pathname}${location.hash}`;
  const shown = useRef<string | undefined>(undefined);
  useLayoutEffect(() => {
    const previous = shown.current;
    shown.current = place;
    const saved = positions[location.key];
    if (navigationType === 'POP' && saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    // The query alone changed (a tab): the page does not move.
    if (place === previous) return;
    const target = location.hash && document.getElementById(decodeURIComponent(location.hash.slice(1)));
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location.key, location.hash, place, navigationType]);

  return null;
}
