import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// The first test of a file loads its lazy chunks and translations; on a busy
// 2-core CI machine that can pass Testing Library's 1 s default for findBy*.
configure({ asyncUtilTimeout: 4000 });

afterEach(() => cleanup());
