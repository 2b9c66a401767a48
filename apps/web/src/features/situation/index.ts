export { situationPages } from './routes';
