import { useEffect } from 'react';
import { pageHeightMessage } from '../calendar/frame-height';

/**
 * Inside the calendar page's frame: tells that page how tall this one is, whenever it changes, so
 * the frame fits it (decision 091). Posted to this site's own origin only. What is measured is the
 * page's main landmark down to its bottom edge: the document itself is never shorter than the
 * frame, so it could not tell the frame to shrink after the form gives way to its confirmation.
 */
export function useReportHeight(framed: boolean): void {
  useEffect(() => {
    if (!framed) return;
    const main = document.querySelector('main');
    if (!main) return;
    let last = 0;
    const report = () => {
      const height = Math.ceil(main.getBoundingClientRect().bottom + window.scrollY);
      if (height === last) return;
      last = height;
      window.parent.postMessage(pageHeightMessage(height), window.location.origin);
    };
    const observer = new ResizeObserver(report);
    observer.observe(main);
    report();
    return () => observer.disconnect();
  }, [framed]);
}
