import { describe, expect, it } from "vitest";
import { operatorWarnings } from "./operator-warnings.ts";

describe("operator warnings", () => {
  it("say loudly that uploads go unscanned in production without CLAMAV_URL", () => {
    expect(operatorWarnings({ NODE_ENV: "production", CLAMAV_URL: undefined, CAPTCHA_TEST_ANSWER: undefined })).toEqual([
      expect.stringMatching(/^CLAMAV_URL sin configurar: /),
    ]);
    expect(operatorWarnings({ NODE_ENV: "production", CLAMAV_URL: "tcp://127.0.0.1:3310", CAPTCHA_TEST_ANSWER: undefined })).toEqual([]);
    expect(operatorWarnings({ NODE_ENV: "development", CLAMAV_URL: undefined, CAPTCHA_TEST_ANSWER: undefined })).toEqual([]);
  });

  it("name a captcha test answer left on", () => {
    expect(operatorWarnings({ NODE_ENV: "test", CLAMAV_URL: undefined, CAPTCHA_TEST_ANSWER: "x" })).toEqual([
      expect.stringMatching(/^CAPTCHA_TEST_ANSWER activo: /),
    ]);
  });
});
