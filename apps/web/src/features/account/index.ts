export { accountPages } from './routes';
