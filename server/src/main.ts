import { join } from 'node:path';
import { createApp } from './app.js';
import { googleVerifier } from './auth/google.js';
import { configFromEnv } from './config.js';
import { connect, migrate, tokenSecret } from './db/connect.js';
import { outboxMailer, smtpMailer } from './mail/mailer.js';
import { paymentsFromEnv } from './payments/config.js';
import { VERSION } from './version.js';

/** Starts the server: opens the database, runs migrations, listens on PORT. */
async function start(): Promise<void> {
  const config = configFromEnv();
  const db = connect(config);
  await migrate(db);
  const app = createApp({
    db,
    version: VERSION,
    webDist: config.webDist,
    jwtSecret: await tokenSecret(db),
    issuer: config.publicHost,
    audience: config.publicHost,
    mailer: config.smtpUrl ? smtpMailer(config.smtpUrl, config.mailFrom) : outboxMailer(join(config.dataDir, 'outbox')),
    ...(config.googleClientId
      ? {
          google: googleVerifier({ clientId: config.googleClientId, jwksUrl: config.googleJwksUrl }),
          googleSignIn: { clientId: config.googleClientId, authUrl: config.googleAuthUrl },
        }
      : {}),
    payments: paymentsFromEnv(),
    secureCookies: config.secureCookies,
    adminEmails: config.adminEmails,
    ...(config.trustProxy !== undefined ? { trustProxy: config.trustProxy } : {}),
    lookups: {
      openLibraryUrl: config.openLibraryUrl,
      crossrefUrl: config.crossrefUrl,
      ...(config.crossrefMailto ? { mailto: config.crossrefMailto } : {}),
    },
  });
  const server = app.listen(config.port, () => {
    const where = config.databaseUrl ? 'PostgreSQL' : `SQLite in ${config.dataDir}`;
    console.log(`Referent ${VERSION} at http://localhost:${config.port}/ (${where})`);
  });
  const stop = () => {
    server.close(() => void db.destroy().then(() => process.exit(0)));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

start().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
