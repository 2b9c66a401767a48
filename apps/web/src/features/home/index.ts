export { homePaths } from './paths';
