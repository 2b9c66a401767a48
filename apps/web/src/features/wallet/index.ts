export { walletPages } from './routes';
