import { createContext, useContext } from 'react';

/**
 * What the server's render notes about the page it draws (decision 044): the address it only
 * leads to, or that it is the "no such page" answer. The server turns the first into a 302 and the
 * second into a 404 status, which a page drawn by the browser cannot set.
 */
export interface PageStatusNote {
  /** The address to send the visitor to: path, query and fragment. */
  location?: string;
  /** The page says there is nothing at this address. */
  notFound?: boolean;
}

/** How the pages of the server's render write into its note. */
export interface PageStatusRecorder {
  /** The first redirect met wins; a second render (StrictMode) notes the same one. */
  redirect(location: string): void;
  notFound(): void;
}

/** A recorder writing into `note`, for the server's render to give its pages. */
export function recordPageStatus(note: PageStatusNote): PageStatusRecorder {
  return {
    redirect: (location) => {
      note.location ??= location;
    },
    notFound: () => {
      note.notFound = true;
    },
  };
}

const PageStatusContext = createContext<PageStatusRecorder | undefined>(undefined);

/** Given by the server's render around the page; absent in the browser. */
export const PageStatusNoter = PageStatusContext.Provider;

/** The recorder of the server's render, or undefined in the browser. */
export function usePageStatusRecorder(): PageStatusRecorder | undefined {
  return useContext(PageStatusContext);
}

/**
 * Called by a page that answers "there is no such page": the server sends it with status 404, so
 * search engines and link checkers see a missing page rather than a page. No effect in the browser.
 */
export function useNotFoundStatus(): void {
  usePageStatusRecorder()?.notFound();
}
