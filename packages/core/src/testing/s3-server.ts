import type { EventEmitter } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import S3rver from "s3rver";

/** s3rver's fixed account: it checks every request's signature against it. */
const ACCESS_KEY = "S3RVER";

export interface TestS3Server {
  endpoint: string;
  bucket: string;
  /** The environment that points the portal at this server (FILE_STORAGE=s3 and the S3_* variables). */
  env: Record<string, string>;
  /** Keys stored whole by one PUT, and keys completed as multipart uploads, since the start (s3rver's events). */
  puts: string[];
  multipartUploads: string[];
  stop(): Promise<void>;
}

/**
 * A real S3-compatible server (s3rver: the S3 REST API over a temporary folder) on a free loopback port, with one
 * private bucket, for tests of the S3 store and of the API on it. Offline, no binary.
 */
export async function startTestS3Server(bucket = "portal-pruebas"): Promise<TestS3Server> {
  // The SDK's one-time notice that its 2027 releases need Node 22 (the Docker image runs 22): noise in a test's output.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = "true";
  const directory = mkdtempSync(join(tmpdir(), "portal-s3-"));
  const server = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  const puts: string[] = [];
  const multipartUploads: string[] = [];
  // s3rver is a Koa application: its S3 event notifications come as "event" (the types leave the emitter out).
  (server as unknown as EventEmitter).on("event", (event: { Records: { eventName: string; s3: { object: { key: string } } }[] }) => {
    for (const record of event.Records) {
      if (record.eventName === "ObjectCreated:Put") puts.push(record.s3.object.key);
      // A completed multipart upload is notified as a POST.
      if (record.eventName === "ObjectCreated:Post") multipartUploads.push(record.s3.object.key);
    }
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    puts,
    multipartUploads,
    env: {
      FILE_STORAGE: "s3",
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: "us-east-1",
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: ACCESS_KEY,
      S3_FORCE_PATH_STYLE: "true",
    },
    async stop() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
