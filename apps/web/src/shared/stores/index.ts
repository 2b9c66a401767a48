export * from './settings';
export * from './session';
export * from './popups';
export * from './situation';
