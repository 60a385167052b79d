import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { isRefusal } from '../refusal';
import { openStore } from '../store';
import { ROLES } from './roles';
import { addStaff } from './staff';
import { staffDb } from './tables';
import { totpUrl } from './totp';

/**
 * `npm run staff -- add --name NAME --role ROLE [--password PASSWORD]`: adds a staff account to the
 * store the server uses (DATA_DIR / DATABASE_URL) and prints its TOTP secret and otpauth URL to
 * enroll in an authenticator app. Without --password one is read from STAFF_PASSWORD.
 */
const USAGE = `usage: npm run staff -- add --name NAME --role ${ROLES.join('|')} [--password PASSWORD]
       (or STAFF_PASSWORD=... instead of --password)`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { name: { type: 'string' }, role: { type: 'string' }, password: { type: 'string' } },
});

if (positionals[0] !== 'add') {
  console.error(USAGE);
  process.exit(2);
}
const config = loadConfig();
const store = await openStore({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  const added = await addStaff(
    staffDb(store.db),
    { name: values.name, role: values.role, password: values.password ?? process.env.STAFF_PASSWORD },
    Date.now(),
  );
  console.log(`Added ${added.role} ${added.name} (id ${added.id}).`);
  console.log(`TOTP secret: ${added.totpSecret}`);
  console.log(`Enroll in an authenticator app: ${totpUrl(added.totpSecret, added.name)}`);
  console.log("Log in at /admin/ with the name, the password and the app's 6-digit code.");
} catch (error) {
  if (!isRefusal(error, 'console')) throw error;
  console.error(`${error.message}\n${USAGE}`);
  process.exitCode = 1;
} finally {
  await store.close();
}
