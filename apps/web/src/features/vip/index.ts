export { vipPaths } from './paths';
