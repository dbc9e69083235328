// npm run restore -- <archive> [--force]: brings a fresh installation back from `npm run backup`'s archive, after
// checking every checksum (README "Backups").

import { runRestore } from "../src/backup/backup-command.ts";
import { databaseTargetFromEnvironment } from "../src/backup/database-target.ts";
import { loadEnv } from "../src/config/env.ts";

const env = loadEnv();
process.exitCode = await runRestore(env, process.argv.slice(2), databaseTargetFromEnvironment(env, process.env), (line) => console.log(line));
