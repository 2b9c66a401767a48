export { protectionPages } from './routes';
