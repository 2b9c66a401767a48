import type { PlayerMenuItem, SideMenuItem } from '../../brands';

/**
 * The side menu's icons (24 x 24, drawn with the even-odd rule: an inner shape is a hole). Every item has
 * one (SideMenu.test.tsx); the player's items are in the order the menus list them (playerMenu.ts).
 */
export const PLAYER_ICONS: Record<PlayerMenuItem, string> = {
  account: 'M12 3a4.5 4.5 0 1 1 0 9 4.5 4.5 0 0 1 0-9Zm-8 18c0-4.4 3.6-7 8-7s8 2.6 8 7H4Z',
  vip: 'M3 8l4.5 3.5L12 5l4.5 6.5L21 8l-1.8 9H4.8L3 8Zm1.8 11h14.4v2H4.8v-2Z',
  wallet: 'M3 6a3 3 0 0 1 3-3h12v4h1a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H6a3 3 0 0 1-3-3V6Zm3-1a1 1 0 0 0 0 2h10V5H6Zm11 7a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Z',
  passbook: 'M5 2h11l4 4v16H5V2Zm3 6v2h9V8H8Zm0 4v2h9v-2H8Zm0 4v2h6v-2H8Z',
  betRecord: 'M2 6h20v4a2 2 0 0 0 0 4v4H2v-4a2 2 0 0 0 0-4V6Zm6 2v2h2V8H8Zm0 3v2h2v-2H8Zm0 3v2h2v-2H8Zm4-6v2h6V8h-6Zm0 4v2h4v-2h-4Z',
  favorites: 'M12 21C6 16.7 2.5 13.4 2.5 9.2 2.5 6.3 4.7 4 7.5 4c1.8 0 3.4.9 4.5 2.4C13.1 4.9 14.7 4 16.5 4c2.8 0 5 2.3 5 5.2 0 4.2-3.5 7.5-9.5 11.8Z',
  protection: 'M12 2 4 5v6c0 5.2 3.4 9.8 8 11 4.6-1.2 8-5.8 8-11V5l-8-3Zm-1 13.6-3.7-3.7 1.4-1.4 2.3 2.3 4.9-4.9 1.4 1.4-6.3 6.3Z',
  messages: 'M2 5h20v14H2V5Zm2.4 2 7.6 5.2L19.6 7H4.4ZM4 8.9V17h16V8.9l-8 5.5-8-5.5Z',
};

export const BRAND_ICONS: Record<SideMenuItem, string> = {
  inviteFriends: 'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 9a7 7 0 0 1 14 0H2Zm17-11V7h-2v2h-2v2h2v2h2v-2h2V9h-2Z',
  agency: 'M12 2 3 6v6c0 5 3.8 9.7 9 10 5.2-.3 9-5 9-10V6l-9-4Zm0 5a3 3 0 1 1 0 6 3 3 0 0 1 0-6Zm-5 10.2c1-1.9 2.9-3.2 5-3.2s4 1.3 5 3.2A8 8 0 0 1 12 20a8 8 0 0 1-5-2.8Z',
  officialMedia: 'M4 4h16v12H7l-3 3V4Zm4 5v2h2V9H8Zm4 0v2h2V9h-2Zm4 0v2h2V9h-2Z',
  aboutUs: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 15h-2v-6h2v6Zm0-8h-2V7h2v2Z',
  helpCenter: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 16h-2v-2h2v2Zm2.1-7.7-.9.9c-.7.7-1.2 1.3-1.2 2.8h-2v-.5c0-1.1.5-2.1 1.2-2.8l1.2-1.3a2 2 0 1 0-3.4-1.4H7a5 5 0 1 1 8.1 4.3Z',
};
