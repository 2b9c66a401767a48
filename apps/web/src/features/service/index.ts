export { servicePaths } from './paths';
export { serviceKeys } from './api/keys';
