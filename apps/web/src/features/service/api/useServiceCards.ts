import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { dynamicDataQueryOptions, useParseDomain } from '../../../shared/config';

const serviceEntry = z.object({
  key: z.string(),
  title: z.string(),
  id: z.optional(z.string()),
  link: z.string(),
  excludeCode: z.optional(z.array(z.string())),
});
const customerServiceValue = z.object({ data: z.array(serviceEntry), backupService: z.optional(z.string()) });

export type ServiceEntry = z.infer<typeof serviceEntry>;
export interface ServiceCards {
  cards: ServiceEntry[];
  backupService: string | null;
}

export const CUSTOMER_SERVICE_KEY = 'customerService';

/** The dynamic-data value `customerService`: JSON {data, backupService} (SPEC 3). */
export function parseServiceCards(entries: readonly { key: string; value: string }[]): ServiceCards {
  const entry = entries.find((e) => e.key === CUSTOMER_SERVICE_KEY);
  if (!entry) return { cards: [], backupService: null };
  try {
    const parsed = customerServiceValue.safeParse(JSON.parse(entry.value));
    if (!parsed.success) return { cards: [], backupService: null };
    return { cards: parsed.data.data, backupService: parsed.data.backupService ?? null };
  } catch {
    return { cards: [], backupService: null };
  }
}

/** Cards whose excludeCode lists this site's proxy code are hidden. */
export function visibleCards(cards: readonly ServiceEntry[], proxyCode: string | null | undefined): ServiceEntry[] {
  return cards.filter((card) => !proxyCode || !(card.excludeCode ?? []).includes(proxyCode));
}

/** The configurable customer-service cards (LINE, Telegram...) for this site. */
export function useServiceCards() {
  const proxy = useParseDomain();
  const query = useQuery({ ...dynamicDataQueryOptions(CUSTOMER_SERVICE_KEY), select: parseServiceCards });
  const cards = query.data ? visibleCards(query.data.cards, proxy.data?.proxyCode) : undefined;
  return { ...query, cards, backupService: query.data?.backupService ?? null };
}
