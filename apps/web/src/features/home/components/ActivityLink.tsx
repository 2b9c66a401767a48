import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { usePopupsStore } from '../../../shared/stores/popups';
import { useIsLoggedIn } from '../../../shared/stores/session';

export interface ActivityLinkProps {
  /** An absolute http(s) url or a path of the site. */
  to: string;
  /** A visitor following it is asked to log in first, and taken there after (SPEC 2, 4). */
  needsLogin?: boolean;
  /** Runs when the link is followed (or a visitor is asked to log in). */
  onFollow?: () => void;
  className?: string;
  title?: string;
  children: ReactNode;
}

export const isAbsoluteHttp = (to: string) => /^https?:\/\//i.test(to);

/**
 * SPEC 2 "Activity link opening": an absolute http link opens in a new window
 * (noopener, DESIGN 9); a path of the site navigates. A login-only target
 * opened by a visitor is kept as the pending activity and the login popup opens.
 */
export function ActivityLink({ to, needsLogin = false, onFollow, className, title, children }: ActivityLinkProps) {
  const loggedIn = useIsLoggedIn();
  if (isAbsoluteHttp(to)) {
    return (
      <a href={to} target="_blank" rel="noopener noreferrer" className={className} title={title} onClick={onFollow}>
        {children}
      </a>
    );
  }
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (needsLogin && !loggedIn) {
      event.preventDefault();
      const popups = usePopupsStore.getState();
      popups.setPendingActivity(to);
      popups.openPopup({ kind: 'login', tab: 'login' });
    }
    onFollow?.();
  };
  return (
    <Link to={to} className={className} title={title} onClick={follow}>
      {children}
    </Link>
  );
}
