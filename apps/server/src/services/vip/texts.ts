import type { ApiLanguage } from '../../domain/language';

/** Coupon titles and details in the three languages, stored with each coupon (JSON {"TW":{title,detail},...}). */

export type CouponTexts = Record<ApiLanguage, { title: string; detail: string }>;
export type TitleTexts = Record<ApiLanguage, string>;

const HOW: TitleTexts = {
  TW: '點券可於到期前在「點券兌換」依兌換比例兌換為現金，存入中心錢包。',
  EN: 'Exchange the points for cash at the exchange ratio under Points exchange before they expire; the cash goes to your main wallet.',
  TH: 'แลกคะแนนเป็นเงินสดตามอัตราแลกเปลี่ยนได้ที่ "แลกคูปอง" ก่อนหมดอายุ เงินจะเข้ากระเป๋าหลัก',
};

const texts = (title: TitleTexts, why: TitleTexts): CouponTexts => ({
  TW: { title: title.TW, detail: `${why.TW}${HOW.TW}` },
  EN: { title: title.EN, detail: `${why.EN} ${HOW.EN}` },
  TH: { title: title.TH, detail: `${why.TH} ${HOW.TH}` },
});

export function levelUpTexts(levelName: string): CouponTexts {
  return texts(
    { TW: `${levelName} 晉級禮券`, EN: `${levelName} level-up coupon`, TH: `คูปองเลื่อนระดับ ${levelName}` },
    { TW: `恭喜您晉級 ${levelName}！`, EN: `Congratulations on reaching ${levelName}!`, TH: `ยินดีด้วยที่คุณเลื่อนเป็น ${levelName}!` },
  );
}

export function birthdayTexts(year: string): CouponTexts {
  return texts(
    { TW: `${year} 生日禮券`, EN: `${year} birthday coupon`, TH: `คูปองวันเกิด ${year}` },
    { TW: '祝您生日快樂！', EN: 'Happy birthday!', TH: 'สุขสันต์วันเกิด!' },
  );
}

export function newYearTexts(year: string): CouponTexts {
  return texts(
    { TW: `${year} 新春禮券`, EN: `${year} New Year coupon`, TH: `คูปองปีใหม่ ${year}` },
    { TW: '新年快樂，感謝您的支持！', EN: 'Happy New Year, and thank you for playing with us!', TH: 'สวัสดีปีใหม่ ขอบคุณที่ร่วมสนุกกับเรา!' },
  );
}

export function redEnvelopTexts(month: string, levelName: string): CouponTexts {
  return texts(
    { TW: `${month} ${levelName} 月紅包`, EN: `${month} ${levelName} monthly red envelope`, TH: `อั่งเปารายเดือน ${levelName} ${month}` },
    { TW: `${levelName} 會員專屬的每月紅包。`, EN: `A monthly red envelope for ${levelName} members.`, TH: `อั่งเปารายเดือนสำหรับสมาชิก ${levelName}` },
  );
}

export function rewardTexts(): CouponTexts {
  return texts(
    { TW: '活動獎勵禮券', EN: 'Reward coupon', TH: 'คูปองรางวัล' },
    { TW: '感謝您參與活動，特此贈送獎勵點券。', EN: 'A reward for taking part in our promotions.', TH: 'รางวัลสำหรับการร่วมกิจกรรมของเรา' },
  );
}

export const EXCHANGE_TITLE: TitleTexts = { TW: '點券兌換', EN: 'Points exchange', TH: 'แลกคูปอง' };

export const titlesOf = (t: CouponTexts): TitleTexts => ({ TW: t.TW.title, EN: t.EN.title, TH: t.TH.title });

export function readTexts<T>(json: string, lang: ApiLanguage): T | undefined {
  try {
    const all = JSON.parse(json) as Partial<Record<ApiLanguage, T>>;
    return all[lang] ?? all.TW;
  } catch {
    return undefined;
  }
}
