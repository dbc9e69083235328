import { TIMING } from "@portal/schemas/ui/ui-constants";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { uploadFile } from "./rest";

/** A stand-in XMLHttpRequest that records where it posts and its timeout, and answers 201 at once. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  url = "";
  timeout = 0;
  status = 201;
  responseText = JSON.stringify({ fileID: "f1", filePath: "/files/f1/acta.pdf", isImage: false, name: "acta.pdf", fileBigImage: null });
  upload: { onprogress: ((e: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  getResponseHeader() {
    return null;
  }
  send() {
    FakeXhr.sent.push(this);
    queueMicrotask(() => this.onload?.());
  }
}

beforeEach(() => {
  FakeXhr.sent = [];
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
});
afterEach(() => vi.unstubAllGlobals());

const pdf = () => new File(["%PDF-1.4"], "acta.pdf", { type: "application/pdf" });

describe("upload timeouts (spec 03 §9: request 300000 ms, super upload 10800000 ms)", () => {
  it("an ordinary upload gives up after the request timeout instead of waiting forever", async () => {
    await uploadFile("complaint", pdf());
    expect(FakeXhr.sent[0]?.url).toMatch(/\/uploadfiles\/complaint$/);
    expect(FakeXhr.sent[0]?.timeout).toBe(TIMING.requestTimeoutMs);
  });

  it("a staff super upload waits up to three hours, and a caller's own timeout (the bulk load's) wins", async () => {
    await uploadFile("content", pdf(), { superUpload: true });
    expect(FakeXhr.sent[0]?.url).toMatch(/\/superupload\/content$/);
    expect(FakeXhr.sent[0]?.timeout).toBe(TIMING.superUploadTimeoutMs);
    await uploadFile("spreadsheet", new File(["x"], "hoja.xlsx"), { timeoutMs: TIMING.bulkLoadTimeoutMs });
    expect(FakeXhr.sent[1]?.timeout).toBe(TIMING.bulkLoadTimeoutMs);
  });
});
