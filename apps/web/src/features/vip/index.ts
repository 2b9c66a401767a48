export { vipPages } from './routes';
