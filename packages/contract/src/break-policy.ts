// What a running time-out or self-exclusion means for each endpoint of the contract (DESIGN: "each endpoint
// declares ... what a running time-out or self-exclusion means for it; the server enforces both before the
// handler, and a test fails on an endpoint that declares nothing"). Issue 33.
//
// One table keyed by endpoint id, beside the area files rather than a field in each declaration, so the
// policy reads in one place. The server's route registration (apps/server/src/http/break-gate.ts) enforces
// it before every handler, with the player's running break (services/protection/breaks.ts); a test there
// walks `allEndpoints` and fails on an endpoint missing here (and on a line naming no endpoint).
import type { BREAK_REFUSAL_CODES } from './codes/protection-exclusion';

/** A refusal code's name: the reply is 403 with BREAK_REFUSAL_CODES[name] and data { kind, until }. */
export type BreakRefusalName = keyof typeof BREAK_REFUSAL_CODES;

/**
 * When a refusal applies to only some calls of an endpoint, the condition on its (parsed) input that
 * makes a call refused; BREAK_CONDITIONS says how each is read.
 */
export type BreakCondition = 'toGameWallet';

/**
 * - 'read': answers what is there, changes nothing of the player's: open during a break.
 * - 'allowed': changes something, but nothing that brings money to play or to a bonus (a withdrawal, a
 *   transfer back to the main wallet, sign-in, the account's and the protection's settings): open.
 * - { refused }: brings money to play or to a bonus (game launches and bets, deposits and paying a
 *   deposit order, transfers into a game wallet, promotion joins, reward claims, VIP exchanges): refused
 *   with that code while a break runs; with `when`, only the calls that meet the condition.
 */
export type BreakRule = 'read' | 'allowed' | { readonly refused: BreakRefusalName; readonly when?: BreakCondition };

/** Which calls of a conditional rule are refused, read from the endpoint's parsed input. */
export const BREAK_CONDITIONS: Readonly<Record<BreakCondition, (input: { body: unknown; query: unknown }) => boolean>> = {
  /** wallet.transfer into a game wallet; out of one, back to 'main', stays open. */
  toGameWallet: ({ body }) => typeof body === 'object' && body !== null && (body as { to?: unknown }).to !== 'main',
};

/** Every endpoint of the contract, by id, and what a running time-out or self-exclusion means for it. */
export const BREAK_POLICY: Readonly<Record<string, BreakRule>> = {
  // account
  'account.addAddress': 'allowed',
  'account.addresses': 'read',
  'account.deleteAddress': 'allowed',
  'account.idCard': 'read',
  'account.mobileVerifyOld': 'allowed',
  'account.setDefaultAddress': 'allowed',
  'account.smsVerify': 'allowed',
  'account.submitIdCard': 'allowed',
  'account.updateAddress': 'allowed',
  'account.withdrawProtect': 'allowed',
  // activity
  'activity.category': 'read',
  'activity.float': 'read',
  'activity.list': 'read',
  'activity.recommend': 'read',
  'activity.rewardClaim': { refused: 'rewardClaim' },
  'activity.rewardUnclaimed': 'read',
  // agent (an agent's account takes no break; its calls are open)
  'agent.dashboard': 'read',
  'agent.heartbeat': 'allowed',
  'agent.login': 'allowed',
  'agent.logout': 'allowed',
  'agent.member': 'read',
  'agent.members': 'read',
  'agent.password': 'allowed',
  'agent.profile': 'read',
  'agent.series': 'read',
  'agent.statement': 'read',
  'agent.statementCsv': 'read',
  'agent.statements': 'read',
  // basics
  'basics.errorCodeByVersion': 'read',
  'basics.errorCodeVersion': 'read',
  // config
  'config.advertList': 'read',
  'config.appLastVersion': 'read',
  'config.avatarUrls': 'read',
  'config.countryCode': 'read',
  'config.currency': 'read',
  'config.customerLink': 'read',
  'config.dynamicData': 'read',
  'config.excludeGameCode': 'read',
  'config.language': 'read',
  'config.logo': 'read',
  'config.maintain': 'read',
  'config.marquee': 'read',
  'config.media': 'read',
  'config.processData': 'read',
  // content
  'content.sponsorDetail': 'read',
  'content.sponsorList': 'read',
  // events
  'events.stream': 'read',
  // fund
  // Withdrawal stays open in a break (SPEC's terms; the catalogue's words say so); the card or address it pays to can be bound.
  'fund.applyWithdraw': 'allowed',
  'fund.bankCards': 'read',
  'fund.banks': 'read',
  'fund.bindBankCard': 'allowed',
  'fund.bindWalletAddress': 'allowed',
  'fund.cancelDeposit': 'allowed',
  // The held amount goes back to the main wallet, not to play.
  'fund.cancelWithdraw': 'allowed',
  'fund.createDeposit': { refused: 'deposit' },
  'fund.depositChannels': 'read',
  'fund.depositOrder': 'read',
  'fund.depositOrders': 'read',
  'fund.passbook': 'read',
  'fund.rechargeLimit': 'read',
  // Paying an order opened before the break (issue 33, finding 3); the break's start cancels the unpaid ones anyway.
  'fund.submitTxHash': { refused: 'deposit' },
  'fund.upload': 'allowed',
  'fund.uploadFile': 'read',
  'fund.walletAddresses': 'read',
  'fund.withdrawCheck': 'read',
  'fund.withdrawInfo': 'read',
  'fund.withdrawOrders': 'read',
  // game
  'game.favoriteAdd': 'allowed',
  'game.favoriteRemove': 'allowed',
  'game.favorites': 'read',
  'game.homeFavorites': 'read',
  'game.list': 'read',
  'game.orderList': 'read',
  'game.orderSummary': 'read',
  'game.recommendList': 'read',
  'game.redirect': { refused: 'gameLaunch' },
  'game.redirectOnly': { refused: 'gameLaunch' },
  'game.search': 'read',
  'game.selectList': 'read',
  'game.subgameCategories': 'read',
  'game.subgameFavoriteAdd': 'allowed',
  'game.subgameFavoriteRemove': 'allowed',
  'game.subgameFavorites': 'read',
  'game.subgameRecommendList': 'read',
  'game.subgames': 'read',
  'game.type': 'read',
  'game.usual': 'read',
  // letter
  'letter.list': 'read',
  'letter.message': 'read',
  'letter.new': 'allowed',
  'letter.quizTypes': 'read',
  'letter.reply': 'allowed',
  'letter.unreadCount': 'read',
  // message
  'message.announcement': 'read',
  'message.announcements': 'read',
  'message.centerUnreadCount': 'read',
  'message.dialogList': 'read',
  'message.readAll': 'allowed',
  'message.systemNotice': 'read',
  'message.systemNotices': 'read',
  'message.transNoticeRead': 'allowed',
  'message.transNotices': 'read',
  // metrics
  'metrics.vitals': 'allowed',
  // play
  'play.ackRealityCheck': 'allowed',
  'play.bet': { refused: 'bet' },
  'play.realityCheck': 'read',
  // A launch token (60 s) is minted only outside a break (game.redirect*); the window it opens can only bet, and play.bet is refused.
  'play.session': 'allowed',
  'play.state': 'read',
  // promotions
  'promotions.firstRechargeJoin': { refused: 'promotionJoin' },
  'promotions.firstRechargeState': 'read',
  'promotions.inviteFriends': 'read',
  'promotions.inviteSummary': 'read',
  // protection
  'protection.ackRealityCheck': 'allowed',
  'protection.cancelDepositLimit': 'allowed',
  'protection.cancelLossLimit': 'allowed',
  'protection.cancelSessionLimit': 'allowed',
  'protection.depositLimits': 'read',
  'protection.history': 'read',
  'protection.limitsOffer': 'allowed',
  'protection.playLimits': 'read',
  'protection.realityCheck': 'read',
  'protection.selfAssessment': 'allowed',
  'protection.setDepositLimit': 'allowed',
  'protection.setLossLimit': 'allowed',
  'protection.setRealityCheck': 'allowed',
  'protection.setSessionLimit': 'allowed',
  'protection.status': 'read',
  // Only a longer break replaces the running one (012101, 012102).
  'protection.takeBreak': 'allowed',
  // proxy
  'proxy.code': 'read',
  'proxy.parseDomain': 'read',
  // terms
  'terms.code': 'allowed',
  'terms.reactivate': 'allowed',
  'terms.withdraw': 'read',
  // user
  'user.detail': 'read',
  'user.feedback': 'allowed',
  'user.forgotVerify': 'allowed',
  'user.heartbeat': 'allowed',
  'user.info': 'read',
  'user.isAutoGameTransfer': 'read',
  'user.language': 'allowed',
  'user.lineAuth': 'allowed',
  'user.lineBinding': 'allowed',
  'user.lineProfile': 'read',
  'user.login': 'allowed',
  'user.loginByLine': 'allowed',
  'user.loginByMobile': 'allowed',
  'user.loginCodeExchange': 'allowed',
  'user.loginCodeMint': 'allowed',
  'user.logout': 'allowed',
  'user.mobileBinding': 'allowed',
  'user.mobileChange': 'allowed',
  'user.registerByLine': 'allowed',
  'user.registerPhone': 'allowed',
  'user.resetPwd': 'allowed',
  'user.securityPwd': 'allowed',
  'user.securitySmsPwd': 'allowed',
  // A setting: the launch that would move the money is refused.
  'user.setAutoGameTransfer': 'allowed',
  'user.stateTokenCheck': 'allowed',
  'user.updateDetail': 'allowed',
  'user.validAccount': 'allowed',
  'user.withdrawPassword': 'allowed',
  'user.withdrawPasswordIsBinding': 'read',
  'user.withdrawPasswordResetByPassword': 'allowed',
  'user.withdrawPasswordResetByPhone': 'allowed',
  // validation
  'validation.captcha': 'read',
  'validation.imgCode': 'allowed',
  'validation.sliderChallenge': 'allowed',
  'validation.sms': 'allowed',
  'validation.smsState': 'allowed',
  'validation.voice': 'allowed',
  'validation.voiceCheck': 'read',
  // vip
  'vip.config': 'read',
  'vip.couponRecords': 'read',
  'vip.coupons': 'read',
  'vip.exchange': { refused: 'vipExchange' },
  'vip.exchangeInfo': 'read',
  'vip.record': 'read',
  // wallet
  'wallet.balance': 'read',
  // Every game wallet back to the main wallet: open, so a player can withdraw what was left in games.
  'wallet.recycle': 'allowed',
  'wallet.setCurrencies': 'allowed',
  // Into a game wallet refused; back to the main wallet open.
  'wallet.transfer': { refused: 'transferToGame', when: 'toGameWallet' },
};

/** The endpoint's rule, or undefined when it declares none (the server refuses to register such a player's route). */
export function breakRuleOf(id: string): BreakRule | undefined {
  return Object.hasOwn(BREAK_POLICY, id) ? BREAK_POLICY[id] : undefined;
}
