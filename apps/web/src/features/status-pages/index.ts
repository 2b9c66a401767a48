export { statusPaths } from './paths';
