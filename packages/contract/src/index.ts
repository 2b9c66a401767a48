export * from './endpoint';
export * from './errors';
export * from './brands';
export * from './api/config';
export * from './api/game';
export * from './api/registry';
export * from './rules';
export * from './constants';
