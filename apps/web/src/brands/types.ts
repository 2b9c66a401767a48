import type { BrandId } from '@site/contract/brands';
import type { FrontendType } from '../shared/stores/settings';

/** A side-menu link of the brand's (DESIGN 6): which of them a brand shows is the brand's. */
export type SideMenuItem = 'inviteFriends' | 'agency' | 'officialMedia' | 'aboutUs' | 'helpCenter';
/**
 * A logged-in player's own page in the menus (the side menu on every size, the header's user menu on desktop):
 * every brand shows each one its pages declare (`playerMenu` in features/<f>/pages.ts).
 */
export type PlayerMenuItem = 'account' | 'vip' | 'wallet' | 'passbook' | 'betRecord' | 'favorites' | 'protection' | 'messages';
export type FooterMenuItem = 'aboutUs' | 'agency' | 'helpCenter' | 'terms' | 'responsibility';

export interface BrandImages {
  /** Wordmark with emblem, 168 x 40. */
  logo: string;
  /** Emblem alone, square. */
  emblem: string;
}

export interface BrandConfig {
  id: BrandId;
  /** VIP levels shown to players below level 999 (SPEC 6). */
  vipLevelCount: 10 | 11;
  /** When the header shows the language selector (DESIGN 6). */
  languageSelector: 'always' | 'loggedIn';
  sideMenu: (frontendType: FrontendType) => readonly SideMenuItem[];
  footerMenu: readonly FooterMenuItem[];
  /** The brand's image set, in its own chunk so a brand carries only its own images. */
  loadImages: () => Promise<BrandImages>;
}
