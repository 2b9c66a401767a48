export { homePages } from './routes';
