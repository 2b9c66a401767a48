import type { CaptchaChannel, CaptchaValidation } from '@site/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { UserErrors } from '../accounts/errors';
import { isoIn, nowIso, randomId } from '../accounts/secrets';
import { processData } from '../config';
import { addressKey } from '../risk/address-key';
import { SLIDER, graphicSvg, randomCaptchaCode, sliderSvgs, svgDataUrl } from './svg';

type Db = Kysely<Database>;

export const CAPTCHA_TTL_MS = 2 * 60_000;
/** Pictures per device per window before 012028. */
export const CAPTCHA_DEVICE_LIMIT = { max: 30, windowMs: 10 * 60_000 } as const;
/** A slider answer counts within this many px of the gap. */
export const SLIDER_TOLERANCE_PX = 6;

/** The provider in use: settings key captchaChannel ('graphic' by default, or 'slider'). */
export async function captchaChannel(db: Db): Promise<CaptchaChannel> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', 'captchaChannel').executeTakeFirst();
  return row?.value === 'slider' ? 'slider' : 'graphic';
}

/** Who asks for a captcha: the device-id header (any client can mint one) and the client address. */
export interface CaptchaClient {
  deviceId: string;
  address: string;
  /** Pictures per address in CAPTCHA_DEVICE_LIMIT's window (site.addressLimits). */
  addressMax: number;
}

async function recentCount(db: Db, column: 'device_id' | 'address', value: string): Promise<number> {
  const since = new Date(Date.now() - CAPTCHA_DEVICE_LIMIT.windowMs).toISOString();
  const row = await db
    .selectFrom('captchas')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where(column, '=', value)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function guardClient(db: Db, client: CaptchaClient): Promise<void> {
  if ((await recentCount(db, 'device_id', client.deviceId)) >= CAPTCHA_DEVICE_LIMIT.max) throw UserErrors.captchaTooMany();
  if ((await recentCount(db, 'address', addressKey(client.address))) >= client.addressMax) throw UserErrors.addressLimit();
}

async function store(db: Db, kind: CaptchaChannel, answer: string, client: CaptchaClient): Promise<string> {
  const id = randomId(16);
  // One clock reading: the lifetime is exactly CAPTCHA_TTL_MS, whatever millisecond the two fields fall on.
  const now = new Date();
  await db
    .insertInto('captchas')
    .values({ id, kind, answer, device_id: client.deviceId, address: addressKey(client.address), created_at: now.toISOString(), expires_at: isoIn(CAPTCHA_TTL_MS, now), used_at: null })
    .execute();
  return id;
}

export async function createGraphic(db: Db, client: CaptchaClient) {
  await guardClient(db, client);
  const code = randomCaptchaCode(4);
  const uuid = await store(db, 'graphic', code, client);
  return { uuid, image: svgDataUrl(graphicSvg(code)) };
}

export async function createSlider(db: Db, client: CaptchaClient) {
  await guardClient(db, client);
  const pictures = sliderSvgs();
  const uuid = await store(db, 'slider', String(pictures.gapX), client);
  return {
    uuid,
    image: svgDataUrl(pictures.background),
    piece: svgDataUrl(pictures.piece),
    pieceY: pictures.pieceY,
    pieceSize: SLIDER.piece,
    width: SLIDER.width,
    height: SLIDER.height,
  };
}

/** Splits imgToken '<uuid>:<answer>'; a bare answer takes its uuid from captchaUuid. */
function parseToken(validation: CaptchaValidation, captchaUuid: string | undefined): { id: string; answer: string } | undefined {
  const at = validation.imgToken.lastIndexOf(':');
  const id = at === -1 ? captchaUuid : validation.imgToken.slice(0, at);
  const answer = at === -1 ? validation.imgToken : validation.imgToken.slice(at + 1);
  return id ? { id, answer } : undefined;
}

/**
 * Checks a captcha answer; the captcha is spent whatever the outcome (single
 * use), so a wrong guess needs a new picture. Wrong, expired, used or of the
 * other provider -> 012004.
 */
export async function verifyCaptcha(db: Db, validation: CaptchaValidation, captchaUuid?: string): Promise<void> {
  const parsed = parseToken(validation, captchaUuid);
  if (!parsed) throw UserErrors.captchaFailed();
  const now = nowIso();
  const spent = await db
    .updateTable('captchas')
    .set({ used_at: now })
    .where('id', '=', parsed.id)
    .where('used_at', 'is', null)
    .returning(['kind', 'answer', 'expires_at'])
    .executeTakeFirst();
  if (!spent || spent.expires_at <= now || spent.kind !== validation.channelName) throw UserErrors.captchaFailed();
  const ok =
    spent.kind === 'graphic'
      ? spent.answer === parsed.answer.trim().toUpperCase()
      : Math.abs(Number(parsed.answer) - Number(spent.answer)) <= SLIDER_TOLERANCE_PX;
  if (!ok) throw UserErrors.captchaFailed();
}

export type CaptchaStep = 'loginCaptcha' | 'registerCaptcha' | 'smsCaptcha';

/** When process-data asks a captcha for `step`: 012005 without one, else it must be right. */
export async function requireCaptcha(
  db: Db,
  step: CaptchaStep,
  validation: CaptchaValidation | undefined,
  captchaUuid: string | undefined,
): Promise<void> {
  const flags = await processData(db);
  if (!flags[step]) return;
  if (!validation) throw UserErrors.captchaRequired();
  await verifyCaptcha(db, validation, captchaUuid);
}
