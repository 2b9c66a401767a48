export { contentPaths } from './paths';
