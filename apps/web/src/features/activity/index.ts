export { activityPages } from './routes';
