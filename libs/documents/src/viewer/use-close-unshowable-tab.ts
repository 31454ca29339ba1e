import { useEffect, useState } from 'react';

/** Section 9: the close-window delay. */
export const CLOSE_WINDOW_DELAY_MS = 2000;

/**
 * A tab that holds this document alone (opened for it from a link or an e-mail): the only kind a browser lets a
 * script close. Within the portal's own history the browser refuses window.close(), and closing would take the
 * portal away, so those keep the download and new-tab links instead.
 */
const isDocumentOnlyTab = () => window.history.length <= 1;

/**
 * Section 2 'Policy documents': where the browser cannot show PDFs, the window closes after 2 seconds. The file is
 * handed over first (a download of the blob URL), so closing never loses it. True while the close is pending.
 */
export function useCloseUnshowableTab(url: string | undefined, fileName: string, shownInline: boolean): boolean {
  const [closing, setClosing] = useState(false);
  useEffect(() => {
    if (shownInline || !url || !isDocumentOnlyTab()) return undefined;
    const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
    link.click();
    // A state that follows the download just started, and is undone with the timer.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setClosing(true);
    const timer = setTimeout(() => window.close(), CLOSE_WINDOW_DELAY_MS);
    return () => {
      clearTimeout(timer);
      setClosing(false);
    };
  }, [url, fileName, shownInline]);
  return closing;
}
