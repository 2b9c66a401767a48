import { RECHARGE_DIALOG_CONTENTS, type BrandId, type DialogContent, type DialogItem, type FloatActivity } from '@site/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { ApiLanguage } from '../domain/language';
import { frontendTypeOf } from './accounts/accounts';
import type { Session } from './accounts/sessions';
import { onBreak } from './protection/breaks';
import { label } from './labels';
import { picturesByIds, pictureSources } from './content/pictures';

type Db = Kysely<Database>;

export const dialogImage = (brand: string, slug: string, lang: ApiLanguage) => `/assets/dialogs/${brand}/${slug}-${lang.toLowerCase()}.svg`;
export const floatImage = (brand: string, code: string, lang: ApiLanguage) => `/assets/float/${brand}/${code}-${lang.toLowerCase()}.svg`;

async function hasUnread(db: Db, session: Session): Promise<boolean> {
  const row = await db.selectFrom('messages').select('id').where('account_id', '=', session.accountId).where('is_read', '=', 0).executeTakeFirst();
  return row !== undefined;
}

/** SPEC 6: the query's frontend type wins, else the player's own, else 1. */
async function effectiveFrontendType(db: Db, asked: 1 | 2 | undefined, session: Session | undefined): Promise<1 | 2> {
  if (asked) return asked;
  if (!session) return 1;
  const row = await db.selectFrom('accounts').select('user_type').where('id', '=', session.accountId).executeTakeFirst();
  return row ? frontendTypeOf(row.user_type) : 1;
}

export interface DialogListInput {
  brand: BrandId;
  lang: ApiLanguage;
  frontendType: 1 | 2 | undefined;
  session: Session | undefined;
  now?: string;
}

/**
 * GET /v2/message/dialog/list: the brand's enabled items inside their time
 * window, for the frontend type. Type 2 never gets recharge items (recharge is
 * hidden for it, SPEC 6), and an unreadNotice item only goes to a player who
 * has something unread: for anyone else it would point at nothing.
 */
export async function dialogList(db: Db, input: DialogListInput): Promise<DialogItem[]> {
  const now = input.now ?? new Date().toISOString();
  // No login advert while a time-out or self-exclusion runs (issue 20).
  if (input.session && (await onBreak(db, input.session.accountId, new Date(now)))) return [];
  const type = await effectiveFrontendType(db, input.frontendType, input.session);
  const rows = await db
    .selectFrom('dialog_items')
    .selectAll()
    .where('brand', '=', input.brand)
    .where('enabled', '=', 1)
    .where((eb) => eb.or([eb('frontend_type', 'is', null), eb('frontend_type', '=', type)]))
    .where((eb) => eb.or([eb('start_time', 'is', null), eb('start_time', '<=', now)]))
    .where((eb) => eb.or([eb('end_time', 'is', null), eb('end_time', '>', now)]))
    .orderBy('sort')
    .orderBy('id')
    .execute();
  const recharge = RECHARGE_DIALOG_CONTENTS as readonly string[];
  // A picture uploaded in the back office (issue 38) instead of the drawn one.
  const pictures = await picturesByIds(db, rows.map((r) => r.picture_id));
  let unread: boolean | undefined;
  const items: DialogItem[] = [];
  for (const r of rows) {
    if (type === 2 && recharge.includes(r.content)) continue;
    if (r.content === 'unreadNotice') {
      if (!input.session) continue;
      unread ??= await hasUnread(db, input.session);
      if (!unread) continue;
    }
    items.push({
      id: r.id,
      title: label(r.titles, input.lang),
      image: (() => {
        const picture = r.picture_id ? pictures.get(r.picture_id) : undefined;
        return picture ? pictureSources(picture).image : dialogImage(r.brand, r.slug, input.lang);
      })(),
      link: r.link,
      sort: r.sort,
      detail: { content: r.content as DialogContent },
    });
  }
  return items;
}

/** GET /v1/activity/float: the brand's enabled float activities whose display window holds `now`. */
export async function floatActivities(db: Db, brand: BrandId, lang: ApiLanguage, now = new Date().toISOString()): Promise<FloatActivity[]> {
  const rows = await db
    .selectFrom('float_activities')
    .selectAll()
    .where('brand', '=', brand)
    .where('enabled', '=', 1)
    .where('display_start_time', '<=', now)
    .where('display_end_time', '>', now)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    code: r.code,
    title: label(r.titles, lang),
    pcUrl: floatImage(r.brand, r.code, lang),
    link: r.link,
    displayStartTime: r.display_start_time,
    displayEndTime: r.display_end_time,
  }));
}

/** The title of a dialog item or float activity for its generated picture; undefined when there is none. */
export async function contentPictureTitle(db: Db, kind: 'dialog' | 'float', brand: string, key: string, lang: ApiLanguage): Promise<string | undefined> {
  const row =
    kind === 'dialog'
      ? await db.selectFrom('dialog_items').select('titles').where('brand', '=', brand).where('slug', '=', key).executeTakeFirst()
      : await db.selectFrom('float_activities').select('titles').where('brand', '=', brand).where('code', '=', key).executeTakeFirst();
  return row ? label(row.titles, lang) : undefined;
}
