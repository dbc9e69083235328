// npm run storage:migrate: copies DATA_DIR/uploads into the bucket FILE_STORAGE=s3 names, verifying every object by
// checksum (README "Object storage"). Safe to run again: objects verified before are skipped.
import { loadEnv } from "../src/config/env.ts";
import { runStorageMigration } from "../src/files/migrate-storage-command.ts";

process.exitCode = await runStorageMigration(loadEnv(), (line) => console.log(line));
