// npm run backup [-- --to <dir>]: the database, every stored file and a manifest with checksums, into
// DATA_DIR/backups/<timestamp>/ (README "Backups").

import { runBackup } from "../src/backup/backup-command.ts";
import { databaseTargetFromEnvironment } from "../src/backup/database-target.ts";
import { loadEnv } from "../src/config/env.ts";

const env = loadEnv();
process.exitCode = await runBackup(env, process.argv.slice(2), databaseTargetFromEnvironment(env, process.env), (line) => console.log(line));
