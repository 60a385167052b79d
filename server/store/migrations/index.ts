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
      };
    },
  };
}
