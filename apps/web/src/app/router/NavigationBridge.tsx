import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { setNavigator } from '../../shared/api/environment';

/** Lets the API client navigate (503, 401, back home) through the router. */
export function NavigationBridge() {
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    setNavigator((path) => navigate(path, { replace: path === window.location.pathname }));
    return () => setNavigator(null);
  }, [navigate]);
  // Home scrolls to top (SPEC 2); so does every other page change.
  useEffect(() => {
    window.scrollTo({ top: 0, behavior: 'instant' });
  }, [location.pathname]);
  return null;
}
