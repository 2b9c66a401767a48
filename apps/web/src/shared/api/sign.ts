export { signRequest } from '@site/client/sign';
