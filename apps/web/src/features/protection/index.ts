export { protectionPaths } from './paths';
