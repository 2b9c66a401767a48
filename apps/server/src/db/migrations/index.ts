import type { Migration } from 'kysely';
import * as m001 from './001_foundation';
import * as m002 from './002_accounts';
import * as m003 from './003_games_wallet';
import * as m004 from './004_home_content';
import * as m005 from './005_marquee_bet_type';
import * as m006 from './006_fund';
import * as m007 from './007_vip';
import * as m008 from './008_account';
import * as m009 from './009_messages';
import * as m010 from './010_activity';
import * as m011 from './011_promotions';
import * as m012 from './012_sponsors';
import * as m013 from './013_login_guards';
import * as m014 from './014_play_session_link';
import * as m015 from './015_client_address';
import * as m016 from './016_rate_limits';
import * as m017 from './017_withdraw_guard';
import * as m018 from './018_wagering';
import * as m019 from './019_account_links';
import * as m020 from './020_login_guard';
import * as m021 from './021_upload_quota';
import * as m022 from './022_deposit_limits';

/**
 * Every migration, in order. Add a new file `NNN_name.ts` and list it here;
 * never edit one that has shipped.
 */
export const migrations: Record<string, Migration> = {
  '001_foundation': m001,
  '002_accounts': m002,
  '003_games_wallet': m003,
  '004_home_content': m004,
  '005_marquee_bet_type': m005,
  '006_fund': m006,
  '007_vip': m007,
  '008_account': m008,
  '009_messages': m009,
  '010_activity': m010,
  '011_promotions': m011,
  '012_sponsors': m012,
  '013_login_guards': m013,
  '014_play_session_link': m014,
  '015_client_address': m015,
  '016_rate_limits': m016,
  '017_withdraw_guard': m017,
  '018_wagering': m018,
  '019_account_links': m019,
  '020_login_guard': m020,
  '021_upload_quota': m021,
  '022_deposit_limits': m022,
};
