export { servicePages } from './routes';
export { serviceKeys } from './api/keys';
