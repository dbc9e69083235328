import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const SRC = join(import.meta.dirname, "../..");

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : /\.tsx$/.test(e.name) && !e.name.includes(".test.") ? [join(dir, e.name)] : [],
  );
}

describe("date fields", () => {
  it("are the portal's Spanish date picker everywhere: a browser's own date input shows mm/dd/yyyy to an English-locale visitor", () => {
    const native = sources(SRC).filter((file) => /type=["']date["']|type:\s*["']date["']/.test(readFileSync(file, "utf8")));
    expect(native.map((file) => relative(SRC, file))).toEqual([]);
  });

  it("limit and fill days by Bogotá's calendar: from 19:00 in Colombia the UTC day of now is already tomorrow", () => {
    // A birth or expedition date 'up to today' taken as new Date().toISOString() let an evening's citizen pick tomorrow.
    const utcToday = sources(SRC).filter((file) => /new Date\(\)\.toISOString\(\)\.slice\(0, 10\)/.test(readFileSync(file, "utf8")));
    expect(utcToday.map((file) => relative(SRC, file))).toEqual([]);
  });
});
