import type { CashierPage } from '@site/contract/frame';
import { useRef, type ComponentType } from 'react';
import { AgentNotice } from '../components/AgentNotice';
import { PAGES, type PageProps } from '../pages/registry';
import { useCashier } from './session';
import { useFrameHeight } from './useFrameHeight';

export interface PageViewProps {
  page: CashierPage;
  query: Record<string, unknown>;
}

/** The pages that move money or set it up: not for frontend type 2 (issue 17). */
const MONEY_PAGES: readonly CashierPage[] = ['recharge', 'withdraw', 'bindCard', 'bindAddress'];

/** One registered page in the frame's root box, whose size is reported to the host. */
export function PageView({ page, query }: PageViewProps) {
  const { init, post } = useCashier();
  const root = useRef<HTMLDivElement>(null);
  const entry = PAGES[page];
  const minimum = entry.minHeight(init);
  useFrameHeight(root, minimum, post);
  // Every entry's component takes its own page's query; the registry's mapped type keeps them paired.
  const Page = entry.component as unknown as ComponentType<PageProps<CashierPage>>;
  const parsed = entry.query.safeParse(query);
  return (
    <div ref={root} className="cashier-page" data-page={page} style={{ minHeight: minimum }}>
      {init.frontendType === 2 && MONEY_PAGES.includes(page) ? <AgentNotice /> : <Page query={parsed.success ? parsed.data : {}} />}
    </div>
  );
}
