import { describe, expect, it } from "vitest";
import { loadEnv } from "./env.ts";

describe("TRUST_PROXY", () => {
  it("trusts no proxy unless told (the TCP peer is the client)", () => {
    expect(loadEnv({}).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: "false" }).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: "0" }).TRUST_PROXY).toBe(false);
  });
  it("takes a number of hops or a list of addresses, subnets and named ranges", () => {
    expect(loadEnv({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
    expect(loadEnv({ TRUST_PROXY: "loopback, 10.0.0.0/8 ,fd00::/8,192.168.1.10" }).TRUST_PROXY).toEqual(["loopback", "10.0.0.0/8", "fd00::/8", "192.168.1.10"]);
  });
  it("refuses what Express would misread", () => {
    expect(() => loadEnv({ TRUST_PROXY: "proxy.local" })).toThrow(/TRUST_PROXY/);
    expect(() => loadEnv({ TRUST_PROXY: "10.0.0.0/33" })).toThrow(/TRUST_PROXY/);
  });
});

describe("FILE_STORAGE (where stored files live)", () => {
  it("keeps files on the local disk unless told, whatever S3_* says", () => {
    expect(loadEnv({}).FILE_STORAGE).toBe("local");
    expect(loadEnv({ S3_ACCESS_KEY_ID: "portal", S3_SECRET_ACCESS_KEY: "" }).FILE_STORAGE).toBe("local");
  });
  it("takes a bucket, with MinIO's path style, and the SDK's own credentials when both keys are unset", () => {
    const env = loadEnv({ FILE_STORAGE: "s3", S3_BUCKET: "portal", S3_ENDPOINT: "http://minio:9000", S3_FORCE_PATH_STYLE: "true" });
    expect(env).toMatchObject({ FILE_STORAGE: "s3", S3_BUCKET: "portal", S3_REGION: "us-east-1", S3_FORCE_PATH_STYLE: true });
    expect(env.S3_ACCESS_KEY_ID).toBeUndefined();
    expect(loadEnv({ FILE_STORAGE: "s3", S3_BUCKET: "portal" }).S3_FORCE_PATH_STYLE).toBe(false);
  });
  it("refuses s3 without a bucket, with one key of the pair (a blank secret is a missing one), or a non-http endpoint", () => {
    expect(() => loadEnv({ FILE_STORAGE: "s3" })).toThrow(/S3_BUCKET/);
    expect(() => loadEnv({ FILE_STORAGE: "s3", S3_BUCKET: "portal", S3_ACCESS_KEY_ID: "portal", S3_SECRET_ACCESS_KEY: "" })).toThrow(/S3_SECRET_ACCESS_KEY/);
    expect(() => loadEnv({ FILE_STORAGE: "s3", S3_BUCKET: "portal", S3_ENDPOINT: "minio:9000" })).toThrow(/S3_ENDPOINT/);
    expect(() => loadEnv({ FILE_STORAGE: "disco" })).toThrow(/FILE_STORAGE/);
  });
});
