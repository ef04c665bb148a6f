import { useEffect } from 'react';

const SITE_NAME = 'Portfolio';

/** Sets the tab title for the page on screen, so history and tabs say where the visitor is. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · ${SITE_NAME}`;
  }, [title]);
}
