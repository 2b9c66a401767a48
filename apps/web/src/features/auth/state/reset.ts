import { usePopupsStore } from '../../../shared/stores/popups';
import { useAuthFlow } from './flow';

/**
 * Drafts and hand-overs live while an auth popup is open: moving between the
 * login and forgot-password popups keeps them, closing every popup drops them.
 */
usePopupsStore.subscribe((state, previous) => {
  if (state.open === null && previous.open !== null) useAuthFlow.getState().reset();
});
