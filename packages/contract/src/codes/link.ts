/** Multi-account refusals (issue 17; 012070-012079, 061070-061079; the server's catalogue describes each in three languages). */
export const LINK_ERROR_CODES = {
  /** Registration: this device id has registered as many accounts as it may, ever. */
  deviceRegistrationCap: '012070',
  /** Registration: this client address has registered as many accounts as it may in 24 hours. */
  addressRegistrationCap: '012071',
  /** First recharge: linked to an account that already had the bonus. */
  firstRechargeLinked: '061070',
  /** Promotion reward claim: linked to an account that already claimed this promotion's reward. */
  rewardLinked: '061071',
  /** Invite reward withheld: the friend is linked to the inviter or to a friend already rewarded (a notice, never a reply). */
  inviteLinked: '061072',
} as const;
