import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadNamespaces } from '../../../shared/i18n';
import { renderWithProviders, resetApp } from '../../../test/render';
import { activity } from '../activity.fixtures';
import { ActivityCard } from './ActivityCard';

describe('ActivityCard', () => {
  const zone = process.env.TZ;
  beforeEach(async () => {
    await resetApp();
    await loadNamespaces('activity');
  });
  afterEach(() => {
    process.env.TZ = zone;
  });

  it("shows the period in the platform's calendar wherever the browser is, as the server renders it (issue 36)", async () => {
    // 2025-01-31T16:30Z is 2025/02/01 in Taipei and 2025/01/31 in Los Angeles: the page's markup says the former.
    process.env.TZ = 'America/Los_Angeles';
    const item = activity({ id: 1, code: 'spring', title: '春節加碼', startTime: '2025-01-31T16:30:00.000Z', endTime: '2025-02-28T16:30:00.000Z' });
    renderWithProviders(<ActivityCard item={item} />);
    expect(await screen.findByText('活動期間：2025/02/01 - 2025/03/01')).toBeInTheDocument();
  });
});
