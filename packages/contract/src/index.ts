export * from './endpoint';
export * from './errors';
export * from './brands';
export * from './api/index';
export * from './frame';
export * from './api/registry';
export * from './rules';
export * from './constants';
