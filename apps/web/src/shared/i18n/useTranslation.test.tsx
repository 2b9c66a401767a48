import { act, render, screen } from '@testing-library/react';
import { startTransition, Suspense, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetApp } from '../../test/render';
import { i18n } from './i18n';
import { useTranslation } from './useTranslation';

function UserMenuTitle() {
  const { t } = useTranslation('user');
  const [suffix] = useState('!');
  return (
    <p>
      {t('menu.open')}
      {suffix}
    </p>
  );
}

let show: (() => void) | null = null;

function Host() {
  const [shown, setShown] = useState(false);
  show = () => startTransition(() => setShown(true));
  return shown ? <UserMenuTitle /> : <p>waiting</p>;
}

describe('useTranslation', () => {
  beforeEach(async () => {
    await resetApp();
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('renders a component that suspended on its namespace once the texts arrive (React replays it: same hooks)', async () => {
    expect(i18n.hasNamespace('user')).toBe(false);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <Suspense fallback={<p>loading</p>}>
        <Host />
      </Suspense>,
    );
    // A transition: React keeps the old screen and replays the suspended component when its promise settles.
    await act(async () => show?.());
    expect(await screen.findByText('用戶中心!')).toBeInTheDocument();
    const messages = errors.mock.calls.map((args) => args.map(String).join(' '));
    expect(messages.filter((m) => /use\(\)|order of Hooks|Update hook|Rendered (more|fewer) hooks/.test(m))).toEqual([]);
  });
});
