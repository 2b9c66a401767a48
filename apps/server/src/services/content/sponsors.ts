import type { Kysely, Selectable } from 'kysely';
import { domainError } from '../../domain/errors';
import type { ApiLanguage } from '../../domain/language';
import type { Database } from '../../db/schema';
import type { SponsorsTable } from '../../db/schema-sponsors';
import { CONTENT_ERRORS } from '@site/contract';

/** The 071xxx codes of the content area (the contract's declarations word each). */
export const ContentErrors = {
  sponsorNotFound: (id: string) => domainError(CONTENT_ERRORS.sponsorNotFound, { id }),
} as const;

export interface SponsorView {
  id: number;
  title: string;
  subtitle: string;
  partnerSubtitle: string;
  imageName: string;
  image: string;
  detail: string[];
}

/** Where a sponsor's picture is served (routes/content.ts). */
export const sponsorImageUrl = (imageName: string) => `/assets/sponsors/${imageName}.svg`;

function view(row: Selectable<SponsorsTable>): SponsorView {
  const detail: unknown = JSON.parse(row.detail);
  return {
    id: row.id,
    title: row.title,
    subtitle: row.subtitle,
    partnerSubtitle: row.partner_subtitle,
    imageName: row.image_name,
    image: sponsorImageUrl(row.image_name),
    detail: Array.isArray(detail) ? detail.filter((p): p is string => typeof p === 'string') : [],
  };
}

/** Every sponsor in a language, in their order. */
export async function listSponsors(db: Kysely<Database>, language: ApiLanguage): Promise<SponsorView[]> {
  const rows = await db.selectFrom('sponsors').selectAll().where('language', '=', language).orderBy('sort').orderBy('id').execute();
  return rows.map(view);
}

/** One sponsor by its id (a path parameter: anything but a positive integer is simply not found). */
export async function sponsorById(db: Kysely<Database>, rawId: string, language: ApiLanguage): Promise<SponsorView> {
  const id = /^[1-9]\d{0,8}$/.test(rawId) ? Number(rawId) : undefined;
  const row =
    id === undefined ? undefined : await db.selectFrom('sponsors').selectAll().where('id', '=', id).where('language', '=', language).executeTakeFirst();
  if (!row) throw ContentErrors.sponsorNotFound(rawId);
  return view(row);
}

/** The kind of the sponsor whose picture is `imageName`, or undefined when none has it. */
export async function sponsorKindOf(db: Kysely<Database>, imageName: string): Promise<string | undefined> {
  const row = await db.selectFrom('sponsors').select('kind').where('image_name', '=', imageName).executeTakeFirst();
  return row?.kind;
}
