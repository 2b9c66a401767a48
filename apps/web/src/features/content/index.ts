export { contentPages } from './routes';
