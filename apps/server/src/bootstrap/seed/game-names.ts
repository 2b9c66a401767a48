/**
 * Word lists for the deterministic demo catalogue: names a player would find
 * plausible, in zh-TW, en and th. [TW, EN, TH] triples.
 */
export type Triple = readonly [string, string, string];

/** Slot titles: prefix x noun x edition gives 600 distinct names. */
export const SLOT_PREFIXES: Triple[] = [
  ['黃金', 'Golden', 'ทองคำ'],
  ['財神', 'Fortune God', 'เทพเจ้าแห่งโชค'],
  ['幸運', 'Lucky', 'นำโชค'],
  ['水果', 'Fruity', 'ผลไม้'],
  ['海洋', 'Ocean', 'มหาสมุทร'],
  ['寶石', 'Gem', 'อัญมณี'],
  ['星空', 'Starry', 'ดวงดาว'],
  ['神話', 'Mythic', 'ตำนาน'],
  ['雷神', 'Thunder', 'สายฟ้า'],
  ['熊貓', 'Panda', 'แพนด้า'],
];
export const SLOT_NOUNS: Triple[] = [
  ['寶藏', 'Treasure', 'สมบัติ'],
  ['傳說', 'Legend', 'ตำนานรัก'],
  ['派對', 'Party', 'ปาร์ตี้'],
  ['狂歡', 'Carnival', 'คาร์นิวัล'],
  ['之路', 'Road', 'เส้นทาง'],
  ['轉輪', 'Reels', 'วงล้อ'],
  ['王國', 'Kingdom', 'อาณาจักร'],
  ['大亨', 'Tycoon', 'เจ้าสัว'],
  ['快線', 'Express', 'ด่วนพิเศษ'],
  ['祭典', 'Festival', 'เทศกาล'],
];
export const SLOT_EDITIONS: Triple[] = [
  ['', '', ''],
  ['豪華版', ' Deluxe', ' ดีลักซ์'],
  ['超級版', ' Megaways', ' เมกะเวย์'],
  ['2', ' 2', ' 2'],
  ['極速版', ' Turbo', ' เทอร์โบ'],
  ['加強版', ' Plus', ' พลัส'],
];

export const FISH_PREFIXES: Triple[] = [
  ['黃金', 'Golden', 'ทองคำ'],
  ['深海', 'Deep Sea', 'ทะเลลึก'],
  ['龍王', 'Dragon King', 'ราชามังกร'],
  ['海霸', 'Sea Lord', 'เจ้าสมุทร'],
  ['鯊魚', 'Shark', 'ฉลาม'],
  ['美人魚', 'Mermaid', 'นางเงือก'],
  ['寶藏', 'Treasure', 'สมบัติ'],
  ['雷霆', 'Thunder', 'ฟ้าผ่า'],
];
export const FISH_NOUNS: Triple[] = [
  ['捕魚', 'Fishing', 'ยิงปลา'],
  ['獵手', 'Hunter', 'นักล่า'],
  ['大亨', 'Tycoon', 'เจ้าสัว'],
];

/** Card and table games of the chess & cards lobbies, with their sub-type. */
export const CARD_GAMES: Array<[Triple, string]> = [
  [['搶莊牛牛', 'Bull Bull', 'วัวกระทิง'], 'niuniu'],
  [['百人牛牛', '100-Player Bull Bull', 'วัวกระทิง 100 คน'], 'niuniu'],
  [['通比牛牛', 'Showdown Bull', 'วัวกระทิงโชว์ดาวน์'], 'niuniu'],
  [['極速牛牛', 'Turbo Bull Bull', 'วัวกระทิงเทอร์โบ'], 'niuniu'],
  [['炸金花', 'Three Card Brag', 'สามใบเทพ'], 'poker'],
  [['二十一點', 'Blackjack', 'แบล็กแจ็ก'], 'poker'],
  [['德州撲克', "Texas Hold'em", 'เท็กซัสโฮลเดม'], 'poker'],
  [['十三水', 'Chinese Poker', 'ไพ่สิบสามใบ'], 'poker'],
  [['鬥地主', 'Fight the Landlord', 'สู้เจ้าที่ดิน'], 'poker'],
  [['紅黑大戰', 'Red Black War', 'สงครามแดงดำ'], 'poker'],
  [['三公', 'Three Face', 'สามกง'], 'poker'],
  [['龍虎鬥', 'Dragon Tiger', 'เสือมังกร'], 'poker'],
  [['血戰麻將', 'Blood Battle Mahjong', 'ไพ่นกกระจอกศึกเลือด'], 'mahjong'],
  [['二人麻將', 'Two-Player Mahjong', 'ไพ่นกกระจอกสองคน'], 'mahjong'],
  [['台灣麻將', 'Taiwan Mahjong', 'ไพ่นกกระจอกไต้หวัน'], 'mahjong'],
  [['二八槓', 'Twenty-Eight Bars', 'เอ้อปากัง'], 'mahjong'],
  [['搶莊牌九', 'Pai Gow', 'ไพ่เก้า'], 'mahjong'],
  [['推筒子', 'Push Tongzi', 'ผลักถงจื่อ'], 'mahjong'],
];

/** A platform's first game, its lobby, bears the platform's name (games.ts CHANNEL_NAMES, also its wallet's). */
export const PLATFORM_NAME = null;

/** Plain games of the other types: [channel, code suffix, names or the platform's name]. */
export const PLAIN_GAMES: Record<number, Array<[string, string, Triple | typeof PLATFORM_NAME]>> = {
  1: [
    ['SPX', 'SPORTS', PLATFORM_NAME],
    ['SPX', 'VIRTUAL', ['SPX 虛擬體育', 'SPX Virtual Sports', 'SPX กีฬาเสมือน']],
    ['BTS', 'SPORTS', PLATFORM_NAME],
    ['BTS', 'INPLAY', ['BetStar 滾球', 'BetStar In-Play', 'BetStar แทงสด']],
  ],
  2: [
    ['DG', 'LIVE', PLATFORM_NAME],
    ['DG', 'BACCARAT', ['DG 百家樂廳', 'Dragon Baccarat Hall', 'ห้องบาคาร่าดราก้อน']],
    ['DG', 'VIP', ['DG 貴賓廳', 'Dragon VIP Hall', 'ห้องวีไอพีดราก้อน']],
    ['EVO', 'LIVE', PLATFORM_NAME],
    ['EVO', 'ROULETTE', ['EVO 輪盤廳', 'Evolve Roulette', 'รูเล็ตอีโวฟ']],
    ['EVO', 'GAMESHOW', ['EVO 遊戲秀', 'Evolve Game Shows', 'เกมโชว์อีโวฟ']],
    ['AE', 'LIVE', PLATFORM_NAME],
    ['AE', 'SEXY', ['AE 性感百家', 'Aurora Sexy Baccarat', 'บาคาร่าเซ็กซี่ออโรร่า']],
    ['AE', 'DRAGONTIGER', ['AE 龍虎廳', 'Aurora Dragon Tiger', 'เสือมังกรออโรร่า']],
  ],
  3: [
    ['IM', 'ESPORTS', PLATFORM_NAME],
    ['IM', 'LOL', ['IM 英雄聯盟', 'IM League Arena', 'IM ลีกอารีน่า']],
    ['TF', 'ESPORTS', PLATFORM_NAME],
    ['TF', 'SHOOTER', ['TF 射擊聯賽', 'TF Shooter League', 'TF ลีกเกมยิง']],
  ],
  4: [
    ['TC', 'LOTTERY', PLATFORM_NAME],
    ['TC', 'SSC', ['天成時時彩', 'TianCheng Hourly Draw', 'หวยรายชั่วโมงเทียนเฉิง']],
    ['TC', 'K3', ['天成快三', 'TianCheng Quick 3', 'ควิกทรีเทียนเฉิง']],
    ['VR', 'LOTTERY', PLATFORM_NAME],
    ['VR', 'PK10', ['VR 賽車', 'VR Racing 10', 'VR แข่งรถ 10']],
    ['VR', 'LEGACY', ['VR 經典彩', 'VR Classic Draw', 'VR หวยคลาสสิก']],
  ],
};
