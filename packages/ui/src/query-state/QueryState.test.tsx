import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { allQueries, QueryState } from './QueryState';

const texts = { loading: 'Loading', failed: 'Could not load', retry: 'Retry' };

describe('QueryState', () => {
  it('shows a named loading status while there is no data', () => {
    render(<QueryState query={{ data: undefined, isError: false, refetch: vi.fn() }} texts={texts} skeletons={3} />);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says what failed and retries the query', async () => {
    const refetch = vi.fn();
    render(<QueryState query={{ data: undefined, isError: true, refetch }} texts={texts} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('keeps data already shown when a refresh fails', () => {
    render(
      <QueryState query={{ data: ['a'], isError: true, refetch: vi.fn() }} texts={texts}>
        {(rows) => <p>{rows.join()}</p>}
      </QueryState>,
    );
    expect(screen.getByText('a')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the empty text when the data holds nothing', () => {
    render(
      <QueryState query={{ data: [] as string[], isError: false, refetch: vi.fn() }} texts={texts} isEmpty={(rows) => rows.length === 0} empty={<p>Nothing yet</p>}>
        {() => <p>rows</p>}
      </QueryState>,
    );
    expect(screen.getByText('Nothing yet')).toBeInTheDocument();
    expect(screen.queryByText('rows')).toBeNull();
  });

  it('can say the loading in words instead of skeletons', () => {
    render(<QueryState query={{ data: undefined, isError: false, refetch: vi.fn() }} texts={texts} loadingInWords />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
  });

  it('joins queries: data once all have it, one retry for each', async () => {
    const a = vi.fn();
    const b = vi.fn();
    render(<QueryState query={allQueries({ data: 1, isError: false, refetch: a }, { data: undefined, isError: true, refetch: b })} texts={texts} />);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(a).toHaveBeenCalledOnce();
    expect(b).toHaveBeenCalledOnce();
  });

  it('can load without a status of its own', () => {
    render(<QueryState query={{ data: undefined, isError: false, refetch: vi.fn() }} texts={texts} announceLoading={false} />);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
