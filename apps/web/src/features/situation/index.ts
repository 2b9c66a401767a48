export { situationPaths } from './paths';
