import type { ApiLanguage } from '../../domain/language';

type Texts = Record<ApiLanguage, string>;

/** The question types of a letter (GET /v1/user/internal/letter/quiz/types), by id. */
export const QUIZ_TYPES: ReadonlyArray<{ id: number; names: Texts }> = [
  { id: 1, names: { TW: '儲值問題', EN: 'Deposits', TH: 'ปัญหาการฝากเงิน' } },
  { id: 2, names: { TW: '託售問題', EN: 'Withdrawals', TH: 'ปัญหาการถอนเงิน' } },
  { id: 3, names: { TW: '帳號問題', EN: 'My account', TH: 'ปัญหาบัญชี' } },
  { id: 4, names: { TW: '遊戲問題', EN: 'Games', TH: 'ปัญหาเกม' } },
  { id: 5, names: { TW: '優惠活動', EN: 'Promotions', TH: 'โปรโมชั่น' } },
  { id: 6, names: { TW: '其他', EN: 'Other', TH: 'อื่น ๆ' } },
];

/** A letter customer service started has no question type: it shows as customer service. */
const FROM_SERVICE: Texts = { TW: '客服來信', EN: 'Customer service', TH: 'ฝ่ายบริการลูกค้า' };

export function quizTypeName(id: number | null, lang: ApiLanguage): string {
  if (id === null) return FROM_SERVICE[lang];
  return QUIZ_TYPES.find((q) => q.id === id)?.names[lang] ?? FROM_SERVICE[lang];
}
