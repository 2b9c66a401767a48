import { createHash } from 'node:crypto';
import { trc20AddressOf } from '@site/contract';
import type { Insertable } from 'kysely';
import type { Database } from '../../db/schema';
import { DEFAULT_USDT_RATE, USDT_RATE_KEY } from '../../services/fund/constants';

type Rows<T extends keyof Database> = Insertable<Database[T]>[];
const names = (TW: string, EN: string, TH: string) => JSON.stringify({ TW, EN, TH });

/** Taiwanese banks a card can be bound to (code = the 3-digit bank code). */
export const banks: Rows<'banks'> = [
  { code: '004', names: names('臺灣銀行', 'Bank of Taiwan', 'ธนาคารแห่งไต้หวัน'), sort: 1 },
  { code: '005', names: names('臺灣土地銀行', 'Land Bank of Taiwan', 'ธนาคารที่ดินไต้หวัน'), sort: 2 },
  { code: '008', names: names('華南商業銀行', 'Hua Nan Commercial Bank', 'ธนาคารหัวหนาน'), sort: 3 },
  { code: '012', names: names('台北富邦銀行', 'Taipei Fubon Bank', 'ธนาคารไทเปฟูปง'), sort: 4 },
  { code: '013', names: names('國泰世華銀行', 'Cathay United Bank', 'ธนาคารคาเธ่ย์ยูไนเต็ด'), sort: 5 },
  { code: '700', names: names('中華郵政', 'Chunghwa Post', 'ไปรษณีย์จงหวา'), sort: 6 },
  { code: '822', names: names('中國信託商業銀行', 'CTBC Bank', 'ธนาคาร CTBC'), sort: 7 },
];

const M = 100; // minor units per major unit

/**
 * Deposit channels (SPEC 1, 6): bank transfer for everyone, a higher bank
 * channel from VIP 3, USDT on TRC-20 (into NTD at the rate, or into the USDT
 * wallet one to one) and convenience-store payment codes.
 */
export const depositChannels: Rows<'deposit_channels'> = [
  { code: 'BANK', method: 'bank', names: names('銀行轉帳', 'Bank transfer', 'โอนผ่านธนาคาร'), currency: 'NTD', min_amount: 100 * M, max_amount: 50_000 * M, min_vip_level: 0, enabled: 1, sort: 1 },
  { code: 'BANK_VIP', method: 'bank', names: names('VIP 銀行轉帳', 'VIP bank transfer', 'โอนผ่านธนาคาร VIP'), currency: 'NTD', min_amount: 1_000 * M, max_amount: 200_000 * M, min_vip_level: 3, enabled: 1, sort: 2 },
  { code: 'USDT_TRC20', method: 'usdt', names: names('USDT (TRC-20)', 'USDT (TRC-20)', 'USDT (TRC-20)'), currency: 'NTD', min_amount: 300 * M, max_amount: 100_000 * M, min_vip_level: 0, enabled: 1, sort: 3 },
  { code: 'STORE', method: 'store', names: names('超商代碼繳費', 'Convenience-store payment', 'ชำระที่ร้านสะดวกซื้อ'), currency: 'NTD', min_amount: 100 * M, max_amount: 20_000 * M, min_vip_level: 0, enabled: 1, sort: 4 },
  { code: 'USDT_WALLET', method: 'usdt', names: names('USDT (TRC-20)', 'USDT (TRC-20)', 'USDT (TRC-20)'), currency: 'USDT', min_amount: 10 * M, max_amount: 10_000 * M, min_vip_level: 0, enabled: 1, sort: 5 },
];

/** Our receiving TRC-20 address: a valid address derived from a fixed id (demo; an operator edits the setting). */
export const DEPOSIT_USDT_ADDRESS = trc20AddressOf(new Uint8Array(createHash('sha256').update('site deposit address').digest().subarray(0, 20)));

export const fundSettings: Rows<'settings'> = [
  { key: USDT_RATE_KEY, value: DEFAULT_USDT_RATE },
  { key: 'depositUsdtAddress', value: DEPOSIT_USDT_ADDRESS },
  { key: 'depositBankAccount', value: JSON.stringify({ bankName: '國泰世華銀行', branch: '信義分行', accountName: '寶玉娛樂有限公司', accountNo: '123456789012' }) },
];
