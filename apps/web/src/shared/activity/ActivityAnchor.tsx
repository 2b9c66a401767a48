import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { activityPaths } from '../../features/activity/paths';
import { usePopupsStore } from '../stores/popups';
import { useIsLoggedIn } from '../stores/session';
import { decideOpen, type ActivityLinks } from './openActivity';

export interface ActivityAnchorProps {
  activity: ActivityLinks;
  className?: string;
  title?: string;
  /** Runs when it is followed (or a visitor is asked to log in first). */
  onFollow?: () => void;
  /** Read after the name of a link that opens a new window (e.g. "opens in a new window"). */
  newWindowHint?: string;
  children: ReactNode;
}

/**
 * An activity as a real link or button, by openActivity's rule (SPEC 2):
 * a route is a link; an absolute link opens a new window (noopener,
 * noreferrer); a visitor following an isNeedLogin activity's link stays put:
 * the target is kept as the pending activity and the login popup opens (the
 * target opens after login: shared/session/login.ts). Nothing usable: plain content.
 */
export function ActivityAnchor({ activity, className, title, onFollow, newWindowHint, children }: ActivityAnchorProps) {
  const loggedIn = useIsLoggedIn();
  const decision = decideOpen(activity, loggedIn);
  switch (decision.kind) {
    case 'route':
      return (
        <Link to={decision.to} className={className} title={title} onClick={onFollow}>
          {children}
        </Link>
      );
    case 'window':
      return (
        <a href={decision.href} target="_blank" rel="noopener noreferrer" className={className} title={title} onClick={onFollow}>
          {children}
          {newWindowHint ? <span className="visually-hidden">{newWindowHint}</span> : null}
        </a>
      );
    case 'login':
      // A real link to the target; followed by a visitor, it asks for login first.
      return (
        <Link
          to={decision.pending.startsWith('/') ? decision.pending : activityPaths.list()}
          className={className}
          title={title}
          onClick={(event) => {
            event.preventDefault();
            const popups = usePopupsStore.getState();
            popups.setPendingActivity(decision.pending);
            popups.openPopup({ kind: 'login', tab: 'login' });
            onFollow?.();
          }}
        >
          {children}
        </Link>
      );
    case 'none':
      return <div className={className}>{children}</div>;
  }
}
