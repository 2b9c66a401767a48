import { envelope, type Reply } from '../../test/frame';

/** Answers of the fund endpoints for the screens' tests (shapes of contract fund-schemas.ts). */

const AT = '2026-03-01T04:00:00.000Z';
const LATER = '2026-03-01T04:30:00.000Z';

export const CHANNELS = {
  channels: [
    { code: 'BANK', method: 'bank', name: '銀行轉帳', currency: 'NTD', minAmount: '100.00', maxAmount: '50000.00', minVipLevel: 0, available: true, ready: true },
    { code: 'BANK_VIP', method: 'bank', name: 'VIP 銀行轉帳', currency: 'NTD', minAmount: '1000.00', maxAmount: '200000.00', minVipLevel: 3, available: false, ready: false },
    { code: 'USDT_TRC20', method: 'usdt', name: 'USDT (TRC-20)', currency: 'NTD', minAmount: '300.00', maxAmount: '100000.00', minVipLevel: 0, available: true, ready: true },
    { code: 'STORE', method: 'store', name: '超商代碼繳費', currency: 'NTD', minAmount: '100.00', maxAmount: '20000.00', minVipLevel: 0, available: true, ready: true },
  ],
  usdtRate: '32.15',
  hasBinding: true,
  setup: {
    steps: [
      { step: 'phone', done: true },
      { step: 'binding', done: true },
    ],
    bankCard: 'approved',
    walletAddress: false,
  },
};

export const CARD = {
  id: 1,
  bankCode: '004',
  bankName: '臺灣銀行',
  branch: '台北分行',
  cardNo: '**** **** 1234',
  status: 'approved',
  reason: '',
  createdAt: AT,
  reviewedAt: AT,
};

/** A valid TRC-20 address (checksum right). */
export const ADDRESS = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

export function depositOrder(method: 'bank' | 'usdt' | 'store', status = 'processing', extra: Record<string, unknown> = {}) {
  const receiving = {
    bank: method === 'bank' ? { bankName: '國泰世華', branch: '信義分行', accountName: '玉石娛樂有限公司', accountNo: '0123456789012' } : undefined,
    usdt: method === 'usdt' ? { network: 'TRC20', address: ADDRESS, usdtAmount: '31.10', rate: '32.15' } : undefined,
    store: method === 'store' ? { paymentCode: '12345678901234', expiresAt: '2026-03-04T04:00:00.000Z' } : undefined,
  };
  return {
    orderNo: `DP-${method.toUpperCase()}-1`,
    method,
    channelCode: method === 'usdt' ? 'USDT_TRC20' : method.toUpperCase(),
    currency: 'NTD',
    amount: '1000.00',
    status,
    fromCard: method === 'bank' ? '**** **** 1234' : null,
    txHash: null,
    receiving,
    reason: '',
    createdAt: AT,
    expiresAt: LATER,
    updatedAt: AT,
    ...extra,
  };
}

export function withdrawInfo(extra: Record<string, unknown> = {}) {
  return {
    currency: 'NTD',
    balance: '5000.00',
    // Turnover met, not locked: the whole balance may go (a test giving another balance means it too).
    withdrawable: extra.balance ?? '5000.00',
    awaitingTurnover: '0.00',
    minAmount: '1000.00',
    turnoverRequired: '2000.00',
    turnoverDone: '2000.00',
    turnoverRemaining: '0.00',
    requirements: [],
    dailyCountLimit: 5,
    dailyCountUsed: 1,
    dailyAmountLimit: '100000.00',
    dailyAmountUsed: '1000.00',
    usdtRate: '32.15',
    cards: [CARD],
    addresses: [],
    ...extra,
  };
}

export function withdrawOrder(status: string, orderNo = 'WD-1') {
  return { orderNo, method: 'bank', currency: 'NTD', amount: '1000.00', usdtAmount: null, destination: '**** **** 1234', status, reason: '', createdAt: AT, updatedAt: AT };
}

export const emptyPage = (): Reply => envelope({ records: [], total: 0 });

type Step = 'phone' | 'withdrawPassword' | 'binding';
type BankCardWay = 'idCard' | 'idCardReviewing' | 'apply' | 'reviewing' | 'approved';

/**
 * The channels' answer for a player part of the way to a first deposit (issue 34): the steps not done
 * (the password step listed only while the binding is not done, as the server does), the card way, an
 * address bound or not; each channel ready as the server would say.
 */
export function setupChannels({ undone = [] as Step[], bankCard = 'idCard' as BankCardWay, walletAddress = false } = {}) {
  const binding = !undone.includes('binding');
  const steps = (['phone', 'withdrawPassword', 'binding'] as const)
    .filter((step) => step !== 'withdrawPassword' || !binding)
    .map((step) => ({ step, done: !undone.includes(step) }));
  const stepsDone = !undone.includes('phone') && binding;
  return {
    ...CHANNELS,
    channels: CHANNELS.channels.map((c) => ({ ...c, ready: c.available && stepsDone && (c.method !== 'bank' || bankCard === 'approved') })),
    hasBinding: binding,
    setup: { steps, bankCard, walletAddress },
  };
}

/** A player with nothing set up: no phone, no withdrawal password, no binding, no ID verification. */
export const NEW_PLAYER = setupChannels({ undone: ['phone', 'withdrawPassword', 'binding'] });
