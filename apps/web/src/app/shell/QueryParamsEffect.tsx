import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { rememberAuthRequest } from '../../features/auth';
import { parseFrontendType, useSettingsStore } from '../../shared/stores/settings';

/** Query parameters read on any page (SPEC 2, 4): frontendType, tab=register and a LINE stateToken. */
export function QueryParamsEffect() {
  const { search } = useLocation();
  useEffect(() => {
    const query = new URLSearchParams(search);
    const frontendType = parseFrontendType(query.get('frontendType'));
    if (frontendType) useSettingsStore.getState().setFrontendType(frontendType);
    rememberAuthRequest(query);
    if (query.has('stateToken')) void import('../../shared/session').then((s) => s.handleStateTokenRedirect());
  }, [search]);
  return null;
}
