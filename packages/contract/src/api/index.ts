// Every area of the contract, once. The package's index re-exports it, and registry.ts collects
// `allEndpoints` from it, so an endpoint declared in an area file reaches the server's routes check,
// OpenAPI, the fuzzer and the authorization matrix with no other list to edit.
// A new area file is added here; registry.test.ts fails when one is forgotten.
export * from './config';
export * from './game';
export * from './game-window';
export * from './message';
export * from './letter';
export * from './announcement';
export * from './activity';
export * from './activity-list';
export * from './user';
export * from './user-line';
export * from './validation';
export * from './wallet';
export * from './fund';
export * from './ledger-kinds';
export * from './account';
export * from './account-sessions';
export * from './account-passkeys';
export * from './account-two-factor';
export * from './vip';
export * from './promotions';
export * from './content';
export * from './events';
export * from './login-link';
export * from './protection';
export * from './terms';
export * from './protection-play';
export * from './protection-exclusion';
export * from './agent';
export * from './staff';
export * from './staff-players';
export * from './staff-queues';
export * from './staff-dashboard';
export * from './staff-risk';
export * from './staff-letters';
export * from './staff-agents';
export * from './staff-reports';
export * from './common';
export * from './vitals';
export * from './staff-catalogue';
export * from './staff-vip-config';
export * from './staff-content';
export * from './staff-promotions';
