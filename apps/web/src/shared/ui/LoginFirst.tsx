import { Button } from '@site/ui/button';
import { useEffect } from 'react';
import { usePopupsStore } from '../stores/popups';
import { PageFrame } from './PageFrame';

const openLogin = () => usePopupsStore.getState().openPopup({ kind: 'login', tab: 'login' });

export interface LoginFirstProps {
  /** The page's own title, so a visitor knows where they are. */
  title: string;
  /** Why to log in (the lead paragraph). */
  prompt: string;
  /** The button's words. */
  action: string;
  /** Open the login popup on arrival too (SPEC 6's player-only pages), not only on the button. */
  askOnArrival?: boolean;
}

/**
 * The page a visitor sees in place of a player-only page: its title, a
 * prompt and a button to the login popup. One shell for every such page.
 */
export function LoginFirst({ title, prompt, action, askOnArrival = true }: LoginFirstProps) {
  useEffect(() => {
    if (askOnArrival) openLogin();
  }, [askOnArrival]);

  return (
    <PageFrame title={title} description={prompt}>
      <div>
        <Button onClick={openLogin}>{action}</Button>
      </div>
    </PageFrame>
  );
}
