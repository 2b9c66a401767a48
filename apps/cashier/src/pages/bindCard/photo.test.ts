import { describe, expect, it } from 'vitest';
import { photoProblem } from './photo';

const MB = 1024 * 1024;

describe('ID and card photo check before upload', () => {
  it.each([
    ['id.jpg', 'image/jpeg', 1000, null],
    ['id.JPEG', 'image/jpeg', 1000, null],
    ['id.png', 'image/png', 10 * MB, null],
    ['id.gif', 'image/gif', 1000, null],
    ['id.webp', 'image/webp', 1000, 'format'],
    ['id.pdf', 'application/pdf', 1000, 'format'],
    ['id.png', 'application/pdf', 1000, 'format'],
    ['id', '', 1000, 'format'],
    ['id.jpg', 'image/jpeg', 10 * MB + 1, 'size'],
    ['id.jpg', 'image/jpeg', 0, 'empty'],
  ])('%s (%s, %i bytes) -> %o', (name, type, size, problem) => {
    expect(photoProblem({ name, type, size })).toBe(problem);
  });
});
