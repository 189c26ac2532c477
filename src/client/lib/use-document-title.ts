import { useEffect } from 'react';

export const APP_NAME = 'KhelPass';

export const documentTitle = (title?: string) => (title ? `${title} · ${APP_NAME}` : APP_NAME);

/** Sets the tab title to '{title} · KhelPass' while the calling page is shown. */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
