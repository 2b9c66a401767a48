import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueuePhoto } from './QueuePhoto';
import { renderSignedIn, stubFetch, TOKEN } from './testing';

const ADDRESS = '/api/v1/staff/queues/photos/front0001';

beforeEach(() => {
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:photo-1');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('a review photo', () => {
  it('is fetched with the staff token header and shown through an object URL with its alt text, revoked when it leaves the page', async () => {
    const { calls } = stubFetch({ [`GET ${ADDRESS}`]: () => new Response(new Uint8Array([137, 80, 78, 71]), { status: 200, headers: { 'content-type': 'image/png' } }) });
    const view = await renderSignedIn(<QueuePhoto address={ADDRESS} label="身分證正面" account="vip999" />);
    const image = await screen.findByRole('img', { name: 'vip999 的身分證正面' });
    expect(image).toHaveAttribute('src', 'blob:photo-1');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.headers.token).toBe(TOKEN);
    expect(screen.getByRole('button', { name: '放大檢視vip999 的身分證正面' })).toBeVisible();
    view.unmount();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:photo-1');
  });

  it('says so when the photo cannot be loaded, and never sends the token to an address that is not a review photo', async () => {
    const { fetch } = stubFetch({ [`GET ${ADDRESS}`]: () => ({ status: 403, body: { code: '081001', msg: 'refused', data: null } }) });
    await renderSignedIn(<QueuePhoto address={ADDRESS} label="身分證正面" account="vip999" />);
    expect(await screen.findByText('照片無法載入')).toBeVisible();
    fetch.mockClear();
    await renderSignedIn(<QueuePhoto address="https://elsewhere.example/front.png" label="身分證反面" account="vip999" />);
    await waitFor(() => expect(screen.getAllByText('照片無法載入')).toHaveLength(2));
    expect(fetch).not.toHaveBeenCalled();
    expect(URL.createObjectURL).not.toHaveBeenCalled();
  });
});
