import type { Migration, MigrationProvider } from 'kysely';
import type { Dialect } from '../ddl';
import { accountsMigration } from './0001_accounts';
import { imSessionMigration } from './0002_im_session';
import { mainContentMigration } from './0003_main_content';
import { friendsMigration } from './0010_friends';
import { chatMigration } from './0020_chat';
import { groupsMigration } from './0030_groups';
import { roomsMigration } from './0040_rooms';
import { sportsMigration } from './0050_sports';
import { nodesMigration } from './0060_nodes';
import { securityMigration } from './0070_security';
import { moneyMigration } from './0080_money';
import { readAndLastSeenMigration } from './0085_read_and_last_seen';
import { pointsMigration } from './0090_points';
import { liveMigration } from './0095_live';
import { redPacketRainMigration } from './0100_red_packet_rain';
import { liveIngestsMigration } from './0105_live_ingests';
import { marketMigration } from './0110_market';
import { callsMigration } from './0120_calls';
import { webPushMigration } from './0130_web_push';
import { staffMigration } from './0140_staff';
import { userBansMigration } from './0141_user_bans';
import { phoneRewardsMigration } from './0145_phone_rewards';
import { rainBudgetMigration } from './0146_rain_budget';
import { topUpsMigration } from './0150_top_ups';
import { moneyRequestsMigration } from './0155_money_requests';
import { staffLoginFailuresMigration } from './0160_staff_login_failures';
import { uploadUsageMigration } from './0165_upload_usage';
import { hostApplicationsMigration } from './0170_host_applications';
import { replaysMigration } from './0175_replays';
import { remarkKindsTrackingMigration } from './0185_remark_kinds_tracking';
import { goLiveFiguresMigration } from './0188_golive_figures';

/** Every migration in order; a later issue adds a line here and a file beside it. */
export function migrationProvider(dialect: Dialect): MigrationProvider {
  return {
    async getMigrations(): Promise<Record<string, Migration>> {
      return {
        '0001_accounts': accountsMigration(dialect),
        '0002_im_session': imSessionMigration(dialect),
        '0003_main_content': mainContentMigration(dialect),
        '0010_friends': friendsMigration(dialect),
        '0020_chat': chatMigration(dialect),
        '0030_groups': groupsMigration(dialect),
        '0040_rooms': roomsMigration(dialect),
        '0050_sports': sportsMigration(dialect),
        '0060_nodes': nodesMigration(),
        '0070_security': securityMigration(),
        '0080_money': moneyMigration(dialect),
        '0085_read_and_last_seen': readAndLastSeenMigration(),
        '0090_points': pointsMigration(dialect),
        '0095_live': liveMigration(dialect),
        '0100_red_packet_rain': redPacketRainMigration(),
        '0105_live_ingests': liveIngestsMigration(),
        '0110_market': marketMigration(dialect),
        '0120_calls': callsMigration(),
        '0130_web_push': webPushMigration(),
        '0140_staff': staffMigration(dialect),
        '0141_user_bans': userBansMigration(),
        '0145_phone_rewards': phoneRewardsMigration(),
        '0146_rain_budget': rainBudgetMigration(),
        '0150_top_ups': topUpsMigration(),
        '0155_money_requests': moneyRequestsMigration(),
        '0160_staff_login_failures': staffLoginFailuresMigration(),
        '0165_upload_usage': uploadUsageMigration(),
        '0170_host_applications': hostApplicationsMigration(dialect),
        '0175_replays': replaysMigration(),
        '0185_remark_kinds_tracking': remarkKindsTrackingMigration(),
        '0188_golive_figures': goLiveFiguresMigration(),
      };
    },
  };
}
