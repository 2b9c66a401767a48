import { useEffect, useState } from 'react';

/** False until the page's load event has passed (read in an effect, never while rendering). */
export function useAfterLoad(): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (document.readyState === 'complete') {
      setLoaded(true);
      return undefined;
    }
    const done = () => setLoaded(true);
    addEventListener('load', done, { once: true });
    return () => removeEventListener('load', done);
  }, []);
  return loaded;
}
