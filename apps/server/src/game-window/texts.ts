import type { ApiLanguage } from '../http/language';

/** Texts of the demo game window, per language (the page's `lang` query). */
export interface PlayTexts {
  htmlLang: string;
  title: string;
  rules: string;
  balance: string;
  stake: string;
  choice: string;
  high: string;
  low: string;
  roll: string;
  rolling: string;
  lastRounds: string;
  noRounds: string;
  round: string;
  dice: string;
  payout: string;
  result: string;
  win: string;
  lose: string;
  loading: string;
  ready: string;
  won: string;
  lost: string;
  noSession: string;
  invalidStake: string;
  notFound: string;
  points: string;
}

export const PLAY_TEXTS: Record<ApiLanguage, PlayTexts> = {
  TW: {
    htmlLang: 'zh-Hant-TW',
    title: '骰子大小',
    rules: '擲兩顆骰子：押大 8-12、押小 2-6，開出 7 兩邊皆輸；猜中贏得 2.35 倍。',
    balance: '遊戲餘額',
    stake: '下注金額',
    choice: '押注',
    high: '大（8-12）',
    low: '小（2-6）',
    roll: '擲骰',
    rolling: '擲骰中…',
    lastRounds: '最近紀錄',
    noRounds: '尚無紀錄',
    round: '局號',
    dice: '點數',
    payout: '派彩',
    result: '結果',
    win: '贏',
    lose: '輸',
    loading: '載入中…',
    ready: '請選擇金額與大小後擲骰',
    won: '開出 {sum}，恭喜贏得 {payout}！',
    lost: '開出 {sum}，未中獎',
    noSession: '遊戲連線已失效，請從遊戲大廳重新進入。',
    invalidStake: '請輸入有效的下注金額',
    notFound: '遊戲不存在或已下架',
    points: '點',
  },
  EN: {
    htmlLang: 'en',
    title: 'Dice Hi-Lo',
    rules: 'Two dice: High wins on 8-12, Low on 2-6, a 7 loses both; a win pays 2.35 times the stake.',
    balance: 'Game balance',
    stake: 'Stake',
    choice: 'Your call',
    high: 'High (8-12)',
    low: 'Low (2-6)',
    roll: 'Roll',
    rolling: 'Rolling…',
    lastRounds: 'Last rounds',
    noRounds: 'No rounds yet',
    round: 'Round',
    dice: 'Dice',
    payout: 'Payout',
    result: 'Result',
    win: 'Win',
    lose: 'Lose',
    loading: 'Loading…',
    ready: 'Choose a stake and high or low, then roll',
    won: 'Rolled {sum}: you win {payout}!',
    lost: 'Rolled {sum}: no win this time',
    noSession: 'The game session has ended. Please open the game again from the lobby.',
    invalidStake: 'Please enter a valid stake',
    notFound: 'The game does not exist or is no longer available',
    points: 'points',
  },
  TH: {
    htmlLang: 'th',
    title: 'ไฮโลลูกเต๋า',
    rules: 'ทอยลูกเต๋าสองลูก: สูงชนะเมื่อได้ 8-12 ต่ำชนะเมื่อได้ 2-6 ออก 7 แพ้ทั้งสองฝั่ง ชนะได้ 2.35 เท่า',
    balance: 'ยอดเงินในเกม',
    stake: 'จำนวนเดิมพัน',
    choice: 'ตัวเลือก',
    high: 'สูง (8-12)',
    low: 'ต่ำ (2-6)',
    roll: 'ทอย',
    rolling: 'กำลังทอย…',
    lastRounds: 'รอบล่าสุด',
    noRounds: 'ยังไม่มีรายการ',
    round: 'รอบ',
    dice: 'แต้ม',
    payout: 'เงินรางวัล',
    result: 'ผล',
    win: 'ชนะ',
    lose: 'แพ้',
    loading: 'กำลังโหลด…',
    ready: 'เลือกจำนวนเดิมพันและสูงหรือต่ำ แล้วกดทอย',
    won: 'ออก {sum} ยินดีด้วย คุณได้รับ {payout}!',
    lost: 'ออก {sum} ไม่ได้รับรางวัล',
    noSession: 'เซสชันเกมหมดอายุ กรุณาเข้าเกมใหม่จากล็อบบี้',
    invalidStake: 'กรุณาป้อนจำนวนเดิมพันที่ถูกต้อง',
    notFound: 'ไม่พบเกมหรือเกมถูกนำออกแล้ว',
    points: 'แต้ม',
  },
};
