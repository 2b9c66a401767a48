import * as z from 'zod/mini';
import { BRAND_IDS } from '../brands';
import { endpoint } from '../endpoint';
import type { StaffRole } from '../staff-roles';
import { apiLanguageField, isoDateTimeInput, pageFields, paged } from './common';
import { DIALOG_CONTENTS } from './message';

/**
 * Content in the back office (issue 38, marketing): adverts (the home carousel), announcements (the inbox's),
 * the login advert (dialog items) and sponsors, per brand and language, each scheduled (shown from `startTime`,
 * until before `endTime`; null open). Pictures are uploaded as players' are (decoded and stored re-encoded) at
 * CONTENT_PICTURE_WIDTHS for responsive use. A change refreshes the server-rendered pages at once and is audited.
 */
export const CONTENT_ROLES = ['marketing', 'admin'] as const satisfies readonly StaffRole[];

/** The widths each uploaded picture is stored at (px; a narrower original is not enlarged). */
export const CONTENT_PICTURE_WIDTHS = [375, 750, 1500] as const;
/** The largest picture accepted (bytes), as players' uploads. */
export const CONTENT_PICTURE_MAX_BYTES = 10 * 1024 * 1024;

/** '' is every brand. */
export const contentBrand = z.enum(['', ...BRAND_IDS]);
/** Where an item is in its schedule now: off (disabled), scheduled (before its start), live, ended. */
export const CONTENT_STATES = ['off', 'scheduled', 'live', 'ended'] as const;
export const contentState = z.enum(CONTENT_STATES);
export type ContentState = z.infer<typeof contentState>;

const title = z.string().check(z.trim(), z.minLength(1), z.maxLength(120));
/** A site path ('/activity/list') or an https address; '' for none. */
export const contentLink = z.string().check(z.maxLength(512), z.regex(/^$|^\/(?!\/)[^\s]*$|^https:\/\/[^\s]+$/));
const sort = z.number().check(z.int(), z.gte(0), z.lte(9999));
const pictureId = z.string().check(z.regex(/^[A-Za-z0-9_-]{16,48}$/));
const schedule = { startTime: z.nullable(isoDateTimeInput), endTime: z.nullable(isoDateTimeInput) };
const scheduleOut = { startTime: z.nullable(z.string()), endTime: z.nullable(z.string()), state: contentState };
const listQuery = z.object({ brand: z.optional(contentBrand), language: z.optional(apiLanguageField), ...pageFields(20, 100) });
const idPath = (area: string) => `/v1/staff/content/${area}/{id}`;

/** One stored width of a picture. */
export const pictureSize = z.object({ width: z.number(), url: z.string() });
export const contentPicture = z.object({ pictureId: z.string(), width: z.number(), height: z.number(), sizes: z.array(pictureSize) });
export type ContentPicture = z.infer<typeof contentPicture>;

export const staffContentPictureUpload = endpoint({
  id: 'staffContent.pictureUpload', onBreak: 'allowed', method: 'POST', path: '/v1/staff/content/pictures', auth: 'staff', roles: CONTENT_ROLES, extension: true,
  response: contentPicture,
  summary: 'Content: raw picture bytes (jpeg, png or gif, at most 10 MB); decoded and stored re-encoded (pixels only) at 375, 750 and 1500 px wide, served at /assets/content/<id>-<width>.<ext>. 031011 not a picture, 013021 too many pixels',
});

// ---- Adverts (the home carousel) ----

export const advertInput = z.object({
  brand: contentBrand, language: apiLanguageField, title, link: contentLink, sort, enabled: z.boolean(), pictureId: z.nullable(pictureId), ...schedule,
});
export type AdvertInput = z.infer<typeof advertInput>;
export const staffAdvert = z.object({
  id: z.number(), brand: contentBrand, language: apiLanguageField, title: z.string(), link: z.string(), sort: z.number(), enabled: z.boolean(),
  pictureId: z.nullable(z.string()), image: z.string(), srcset: z.string(), ...scheduleOut,
});
export type StaffAdvert = z.infer<typeof staffAdvert>;

export const staffContentAdverts = endpoint({
  id: 'staffContent.adverts', onBreak: 'read', method: 'GET', path: '/v1/staff/content/adverts', auth: 'staff', roles: CONTENT_ROLES, extension: true,
  query: listQuery, response: paged(staffAdvert),
  summary: 'Content: the adverts of the home carousel, by brand and language, in their order, with where each is in its schedule',
});
export const staffContentAdvertCreate = endpoint({
  id: 'staffContent.advertCreate', onBreak: 'allowed', method: 'POST', path: '/v1/staff/content/adverts', auth: 'staff', roles: CONTENT_ROLES, extension: true,
  body: advertInput, response: staffAdvert,
  summary: 'Content: adds an advert (audited; the pages refreshed). 081081 end not after start, 081082 no such picture',
});
export const staffContentAdvertUpdate = endpoint({
  id: 'staffContent.advertUpdate', onBreak: 'allowed', method: 'PUT', path: idPath('adverts'), auth: 'staff', roles: CONTENT_ROLES, extension: true,
  body: advertInput, response: staffAdvert,
  summary: 'Content: changes an advert (audited with before and after; the pages refreshed). 081080 unknown, 081081, 081082',
});

// ---- Announcements (the inbox's) ----

const languageTexts = <T extends z.ZodMiniType>(text: T) => z.object({ TW: text, EN: text, TH: text });
const announcementText = z.object({ title, body: z.string().check(z.minLength(1), z.maxLength(20_000)) });
export const announcementInput = z.object({ brand: contentBrand, texts: languageTexts(announcementText), enabled: z.boolean(), startTime: isoDateTimeInput, endTime: z.nullable(isoDateTimeInput) });
export type AnnouncementInput = z.infer<typeof announcementInput>;
export const staffAnnouncement = z.object({
  id: z.number(), brand: contentBrand, texts: languageTexts(z.object({ title: z.string(), body: z.string() })), enabled: z.boolean(), ...scheduleOut,
});
export type StaffAnnouncement = z.infer<typeof staffAnnouncement>;

export const staffContentAnnouncements = endpoint({
  id: 'staffContent.announcements', onBreak: 'read', method: 'GET', path: '/v1/staff/content/announcements', auth: 'staff', roles: CONTENT_ROLES, extension: true,
  query: listQuery, response: paged(staffAnnouncement),
  summary: 'Content: the announcements, newest start first, with where each is in its schedule',
});
export const staffContentAnnouncementCreate = endpoint({
  id: 'staffContent.announcementCreate', onBreak: 'allowed', method: 'POST', path: '/v1/staff/content/announcements', auth: 'staff', roles: CONTENT_ROLES, extension: true,
  body: announcementInput, response: staffAnnouncement,
  summary: "Content: adds an announcement (bodies sanitised; audited). Players' inboxes show it from its start until its end. 081081",
});
export const staffContentAnnouncementUpdate = endpoint({
  id: 'staffContent.announcementUpdate', onBreak: 'allowed', method: 'PUT', path: idPath('announcements'), auth: 'staff', roles: CONTENT_ROLES, extension: true,
  body: announcementInput, response: staffAnnouncement,
  summary: 'Content: changes an announcement (audited with before and after). 081080, 081081',
});

// ---- The login advert (dialog items) ----


export const dialogInput = z.object({
  brand: z.enum(BRAND_IDS), content: z.enum(DIALOG_CONTENTS), titles: languageTexts(title), link: contentLink, frontendType: z.nullable(z.union([z.literal(1), z.literal(2)])),
  sort, enabled: z.boolean(), pictureId: z.nullable(pictureId), ...schedule,
});
export type DialogInput = z.infer<typeof dialogInput>;
export const staffDialog = z.object({
  id: z.number(), brand: z.enum(BRAND_IDS), content: z.string(), titles: languageTexts(z.string()), link: z.string(), frontendType: z.nullable(z.number()), sort: z.number(),
  enabled: z.boolean(), pictureId: z.nullable(z.string()), image: z.string(), ...scheduleOut,
});
export type StaffDialog = z.infer<typeof staffDialog>;

export const staffContentDialogs = endpoint({
  id: 'staffContent.dialogs', onBreak: 'read', method: 'GET', path: '/v1/staff/content/dialogs', auth: 'staff', roles: CONTENT_ROLES, extension: true,
  query: z.object({ brand: z.optional(z.enum(BRAND_IDS)), ...pageFields(20, 100) }), response: paged(staffDialog),
  summary: 'Content: the login advert (the dialog shown after login), by brand, in its order',
});
export const staffContentDialogCreate = endpoint({
  id: 'staffContent.dialogCreate', onBreak: 'allowed', method: 'POST', path: '/v1/staff/content/dialogs', auth: 'staff', roles: CONTENT_ROLES, extension: true,
  body: dialogInput, response: staffDialog,
  summary: 'Content: adds a login advert item (audited). 081081, 081082',
});
export const staffContentDialogUpdate = endpoint({
  id: 'staffContent.dialogUpdate', onBreak: 'allowed', method: 'PUT', path: idPath('dialogs'), auth: 'staff', roles: CONTENT_ROLES, extension: true,
  body: dialogInput, response: staffDialog,
  summary: 'Content: changes a login advert item (audited with before and after). 081080, 081081, 081082',
});

// ---- Sponsors ----

export const sponsorInput = z.object({
  title, subtitle: z.string().check(z.maxLength(200)), partnerSubtitle: z.string().check(z.maxLength(200)), sort,
  detail: z.array(z.string().check(z.minLength(1), z.maxLength(2000))).check(z.maxLength(20)),
});
export type SponsorInput = z.infer<typeof sponsorInput>;
export const staffSponsor = z.object({
  id: z.number(), language: apiLanguageField, kind: z.string(), title: z.string(), subtitle: z.string(), partnerSubtitle: z.string(), sort: z.number(), image: z.string(), detail: z.array(z.string()),
});
export type StaffSponsor = z.infer<typeof staffSponsor>;

export const staffContentSponsors = endpoint({
  id: 'staffContent.sponsors', onBreak: 'read', method: 'GET', path: '/v1/staff/content/sponsors', auth: 'staff', roles: CONTENT_ROLES, extension: true,
  query: z.object({ language: z.optional(apiLanguageField), ...pageFields(20, 100) }), response: paged(staffSponsor),
  summary: 'Content: the sponsors in a language, in their order',
});
export const staffContentSponsorUpdate = endpoint({
  id: 'staffContent.sponsorUpdate', onBreak: 'allowed', method: 'PUT', path: '/v1/staff/content/sponsors/{id}/{language}', auth: 'staff', roles: CONTENT_ROLES, extension: true,
  body: sponsorInput, response: staffSponsor,
  summary: "Content: changes a sponsor's texts and order in one language (audited). 081080 unknown",
});

export const staffContentApi = {
  pictureUpload: staffContentPictureUpload,
  adverts: staffContentAdverts,
  advertCreate: staffContentAdvertCreate,
  advertUpdate: staffContentAdvertUpdate,
  announcements: staffContentAnnouncements,
  announcementCreate: staffContentAnnouncementCreate,
  announcementUpdate: staffContentAnnouncementUpdate,
  dialogs: staffContentDialogs,
  dialogCreate: staffContentDialogCreate,
  dialogUpdate: staffContentDialogUpdate,
  sponsors: staffContentSponsors,
  sponsorUpdate: staffContentSponsorUpdate,
} as const;
