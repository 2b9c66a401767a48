import type { LetterSegment } from '@site/contract/api/staff-letters';
import { dayBound } from '../players/format';

/** The segment's fields as the form holds them (text of the inputs; empty = no narrowing). */
export interface SegmentFields {
  brand: string;
  vipMin: string;
  vipMax: string;
  registeredFrom: string;
  registeredTo: string;
  lastLoginFrom: string;
  lastLoginTo: string;
  depositsMin: string;
  depositsMax: string;
  agentId: string;
}

export const EMPTY_SEGMENT: SegmentFields = { brand: '', vipMin: '', vipMax: '', registeredFrom: '', registeredTo: '', lastLoginFrom: '', lastLoginTo: '', depositsMin: '', depositsMax: '', agentId: '' };

const int = (text: string) => (/^\d{1,7}$/.test(text.trim()) ? Number(text.trim()) : undefined);

/** The contract's segment from the form: whole numbers, days as server-day bounds (+08:00; a "to" day counts whole). */
export function segmentOf(f: SegmentFields): LetterSegment {
  const s: LetterSegment = {};
  if (f.brand.trim()) s.brand = f.brand.trim();
  const set = <K extends keyof LetterSegment>(key: K, value: LetterSegment[K] | undefined) => {
    if (value !== undefined) s[key] = value;
  };
  set('vipMin', int(f.vipMin));
  set('vipMax', int(f.vipMax));
  set('depositsMin', int(f.depositsMin));
  set('depositsMax', int(f.depositsMax));
  const agent = int(f.agentId);
  if (agent) s.agentId = agent;
  set('registeredFrom', dayBound(f.registeredFrom));
  set('registeredTo', dayBound(f.registeredTo, true));
  set('lastLoginFrom', dayBound(f.lastLoginFrom));
  set('lastLoginTo', dayBound(f.lastLoginTo, true));
  return s;
}
