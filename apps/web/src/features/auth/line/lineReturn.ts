import { TWO_FACTOR_ERROR_CODES } from '@site/contract/codes/two-factor';
import { USER_ERROR_CODES } from '@site/contract/codes/user';
import { completeLogin, type LineAction } from '../../../shared/session';
import { usePopupsStore } from '../../../shared/stores/popups';
import { loginByLine } from '../api/useLoginByLine';
import { dataText, errorCode, errorData } from '../api/errors';
import { useAuthFlow } from '../state/flow';
import { takeLinePhone } from '../state/remember';

/**
 * Back from LINE with a state token (the session side has already taken it out
 * of the address): log in with it; 012061 (no account for this LINE user)
 * opens Register with LINE. Other errors go back to the caller, which opens
 * the login popup on 012060 (SPEC 4).
 */
export async function lineReturn(stateToken: string, _action: LineAction): Promise<void> {
  try {
    const result = await loginByLine(stateToken);
    takeLinePhone();
    await completeLogin(result);
  } catch (error) {
    // Issue 39: two-factor on and a device never used: the login popup's code step with the answer's ticket.
    if (errorCode(error) === TWO_FACTOR_ERROR_CODES.codeRequired) {
      takeLinePhone();
      useAuthFlow.getState().set({ twoFactor: { ticket: dataText(errorData(error), 'ticket') } });
      usePopupsStore.getState().openPopup({ kind: 'login', tab: 'login' });
      return;
    }
    if (errorCode(error) !== USER_ERROR_CODES.lineNotRegistered) {
      takeLinePhone();
      throw error;
    }
    const data = errorData(error);
    useAuthFlow.getState().set({
      line: { stateToken: dataText(data, 'stateToken') || stateToken, displayName: dataText(data, 'displayName'), phone: takeLinePhone() },
      draft: null,
      verification: null,
    });
    usePopupsStore.getState().openPopup({ kind: 'login', tab: 'register' });
  }
}
