import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Pager } from './Pager';

function Harness({ total }: { total: number }) {
  const [page, setPage] = useState(1);
  return (
    <Pager label="Pages" page={page} total={total} pageSize={10} onPage={setPage} prevLabel="Previous" nextLabel="Next" pageText={(p, pages) => `Page ${p} of ${pages}`} />
  );
}

describe('Pager primitive', () => {
  it('moves between the pages, with previous off on the first and next off on the last', () => {
    render(<Harness total={25} />);
    const pager = screen.getByRole('navigation', { name: 'Pages' });
    expect(pager).toHaveTextContent('Page 1 of 3');
    expect(within(pager).getByRole('button', { name: 'Previous' })).toBeDisabled();
    fireEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    fireEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(pager).toHaveTextContent('Page 3 of 3');
    expect(within(pager).getByRole('button', { name: 'Next' })).toBeDisabled();
    fireEvent.click(within(pager).getByRole('button', { name: 'Previous' }));
    expect(pager).toHaveTextContent('Page 2 of 3');
  });

  it('is not shown for a single page', () => {
    render(<Harness total={10} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
