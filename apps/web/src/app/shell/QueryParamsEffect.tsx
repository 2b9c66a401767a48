import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { rememberAuthRequest } from '../../features/auth';
import { parseFrontendType, useSettingsStore } from '../../shared/stores/settings';

/** Query parameters read on any page (SPEC 2): frontendType and tab=register. */
export function QueryParamsEffect() {
  const { search } = useLocation();
  useEffect(() => {
    const query = new URLSearchParams(search);
    const frontendType = parseFrontendType(query.get('frontendType'));
    if (frontendType) useSettingsStore.getState().setFrontendType(frontendType);
    rememberAuthRequest(query);
  }, [search]);
  return null;
}
