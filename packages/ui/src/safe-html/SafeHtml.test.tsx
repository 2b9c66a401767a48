import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SafeHtml } from './SafeHtml';

describe('SafeHtml', () => {
  it('keeps markup and drops scripts and handlers', () => {
    render(<SafeHtml data-testid="box" html={'<h2>Title</h2><img src="a.png" onload="x()"><script>bad()</script>'} />);
    const box = screen.getByTestId('box');
    expect(screen.getByRole('heading', { name: 'Title' })).toBeInTheDocument();
    expect(box.querySelector('script')).toBeNull();
    expect(box.querySelector('img')?.getAttribute('onload')).toBeNull();
  });

  it('adds noopener to links that open a new window', () => {
    render(<SafeHtml html={'<a href="https://example.com" target="_blank">out</a>'} />);
    const link = screen.getByRole('link', { name: 'out' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });
});
