export { Pager, type PagerProps } from './pager/Pager';
