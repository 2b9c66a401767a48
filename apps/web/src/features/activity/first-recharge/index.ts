export { FirstRechargeCard } from './FirstRechargeCard';
