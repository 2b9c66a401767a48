import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { writeSession } from '../../../shared/stores/storage';
import { homeKeys } from '../api/keys';
import { floatClosedKey, useFloatActivity } from './useFloatActivity';

const item = {
  code: 'lucky-wheel',
  title: 'Lucky wheel',
  pcUrl: '/assets/float/jade/lucky-wheel-en.svg',
  link: '/activity/list',
  displayStartTime: '2025-01-01T00:00:00.000Z',
  displayEndTime: '2099-12-31T16:00:00.000Z',
};

function Probe() {
  const { item: shown } = useFloatActivity();
  return <p>{shown ? shown.title : 'no float'}</p>;
}

function page() {
  const client = new QueryClient();
  client.setQueryData(homeKeys.floats('TW'), [item]);
  return (
    <QueryClientProvider client={client}>
      <Probe />
    </QueryClientProvider>
  );
}

describe('the float activity on a page the server rendered', () => {
  afterEach(() => sessionStorage.clear());

  it('hydrates the float the server rendered when this tab closed it, without a mismatch, and hides it right after', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(page());
    expect(container.textContent).toBe('Lucky wheel');
    writeSession(floatClosedKey(item.code), '1');
    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, page(), { onRecoverableError: (error) => mismatches.push(error) });
    });
    expect(mismatches).toEqual([]);
    expect(container.textContent).toBe('no float');
  });
});
