import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';

// The first test of a file loads its lazy chunks and translations; on a busy
// 2-core CI machine that can pass Testing Library's 1 s default for findBy*.
configure({ asyncUtilTimeout: 4000 });

afterEach(() => cleanup());

// A refused call shows its toast through a dynamic import of the toast queue (apps/web shared/api/environment.ts, the
// cashier's alike). Loaded before a file's tests, so a toast at a file's end is never an import still on its way
// when the environment is torn down (CI15: an unhandled error after every test had passed).
beforeAll(async () => {
  await import('@site/ui/toast-api');
});
