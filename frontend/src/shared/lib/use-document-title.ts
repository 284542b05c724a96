import { useEffect } from 'react';

export const SITE_NAME = 'Uniform';

/** Sets the tab title while the page is shown and restores the previous one on leave. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = `${title} · ${SITE_NAME}`;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
