export { activityPaths } from './paths';
