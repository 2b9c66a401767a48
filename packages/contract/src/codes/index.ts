/**
 * Every error code the API answers with, named once, by area (issue 18). One `export const` object per
 * area and module, so an app importing one area (`@site/contract/codes/fund`) bundles only that table.
 * Codes are six-digit strings (SPEC 8); each is declared with its HTTP status and texts in
 * zh-TW, en and th (declare.ts), from which the server's errors
 * and catalogue are derived (issue 35). Outside packages/contract/src an ESLint rule refuses six-digit
 * literals (eslint.config.js).
 */
export * from './declare';
export * from './core';
export * from './session';
export * from './login';
export * from './login-guard';
export * from './user';
export * from './link';
export * from './account';
export * from './upload';
export * from './passkey';
export * from './games';
export * from './wallet';
export * from './fund';
export * from './vip';
export * from './message';
export * from './activity';
export * from './promotions';
export * from './content';
export * from './protection';
export * from './terms';
export * from './protection-play';
export * from './protection-exclusion';
export * from './agent';
export * from './vitals';
export * from './staff';
export * from './staff-reports';
export * from './two-factor';
export * from './staff-outreach';
export * from './staff-catalogue';
export * from './staff-content';
