export { messagesPaths } from './paths';
