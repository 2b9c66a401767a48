import { lazy, Suspense, useEffect, useState } from 'react';
import { onHostRequested, wasHostRequested } from '@site/ui/ui-events';
import { loadNamespaces } from '../../shared/i18n';

/** The dialog host with its translated labels; Radix, DOMPurify and the strings load with the first dialog. */
const ConfirmHost = lazy(() =>
  Promise.all([import('./TranslatedConfirmHost'), loadNamespaces('shell')]).then(([m]) => m),
);

/** Renders confirmation dialogs once the first one is asked for. */
export function DialogHost() {
  const [wanted, setWanted] = useState(() => wasHostRequested('confirm'));
  useEffect(() => {
    if (wanted) return undefined;
    if (wasHostRequested('confirm')) {
      setWanted(true);
      return undefined;
    }
    return onHostRequested((kind) => {
      if (kind === 'confirm') setWanted(true);
    });
  }, [wanted]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmHost />
    </Suspense>
  );
}
