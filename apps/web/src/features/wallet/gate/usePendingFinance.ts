import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { usePopupsStore } from '../../../shared/stores/popups';
import { useSessionStore } from '../../../shared/stores/session';

/**
 * After login, the finance page a visitor asked for opens (SPEC 5: the login
 * popup first, then the page; like the pending activity of SPEC 2). The page
 * runs the remaining gates itself. Mounted with the logged-in effects.
 */
export function usePendingFinance(): void {
  const navigate = useNavigate();
  const token = useSessionStore((s) => s.token);
  useEffect(() => {
    if (!token) return;
    const path = usePopupsStore.getState().pendingFinance;
    if (!path) return;
    usePopupsStore.getState().setPendingFinance(null);
    void navigate(path);
  }, [token, navigate]);
}
