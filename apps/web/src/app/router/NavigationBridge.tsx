import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { setNavigator } from '../../shared/api/environment';
import { useHydrated } from '../../shared/hooks/useHydrated';

/** Lets the API client navigate (503, 401, back home) through the router. */
export function NavigationBridge() {
  const navigate = useNavigate();
  const location = useLocation();
  // A server-rendered page being hydrated is where the browser put it (its top on arrival, or the place it
  // restored): scrolling there again would only force a layout in the middle of hydrating (issue 36).
  // Kept by path, not as a first-run flag, so StrictMode's second run of the effect skips it too.
  const hydratedPath = useRef(useHydrated() ? null : location.pathname);
  useEffect(() => {
    setNavigator((path) => navigate(path, { replace: path === window.location.pathname }));
    return () => setNavigator(null);
  }, [navigate]);
  // Home scrolls to top (SPEC 2); so does every other page change.
  useEffect(() => {
    if (hydratedPath.current === location.pathname) return;
    hydratedPath.current = null;
    window.scrollTo({ top: 0, behavior: 'instant' });
  }, [location.pathname]);
  return null;
}
