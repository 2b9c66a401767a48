export { messagesPages } from './routes';
