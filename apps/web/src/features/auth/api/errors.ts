export { dataText, errorCode, errorData, serverMessage } from '../../../shared/forms/errors';
