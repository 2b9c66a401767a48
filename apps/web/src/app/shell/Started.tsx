import { useEffect } from 'react';

/**
 * Marks the document once the page itself has committed (rendered inside the page's Suspense boundary:
 * on a server-rendered page, once that part has hydrated, not only the shell around it). Before that a
 * choice on the server's markup (a language) would reach a part still dehydrated, which React would then
 * hydrate against markup of the old choice (error 418); the e2e suite waits for this mark.
 */
export function Started() {
  useEffect(() => {
    document.documentElement.dataset.started = '';
  }, []);
  return null;
}
