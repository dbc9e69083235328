import { request as httpRequest, type IncomingMessage } from "node:http";
import { request as httpsRequest } from "node:https";
import { CHECK_LINKS_JOB } from "@portal/jobs/self-assessment/check-links.job";
import { LINK_CHECK_LIMITS as L, SELF_ASSESSMENT_MESSAGES as M } from "@portal/schemas/self-assessment/self-assessment-messages";
import { useAgent } from "request-filtering-agent";
import { lockInTransaction } from "../db-sql/transaction-lock.ts";
import type { CoreDeps } from "../deps.ts";
import { queueSelfAssessmentCheck } from "./queue-check.ts";

/** One external link and where it appears. */
export type TFoundLink = { url: string; sources: string[] };
/** What asking for it gave: the last status (after redirects) or why none came. */
export type TLinkAnswer = { statusCode: number | null; error: string | null; broken: boolean };

export interface LinkCheckOptions {
  /** Loopback and private addresses are refused (a link must not reach the portal's own network); tests allow them. */
  allowPrivateAddresses?: boolean;
  timeoutMs?: number;
  now?: Date;
}

/** The advisory lock a run holds while it replaces LinkCheck (lockInTransaction). */
const LINK_CHECK_LOCK = "self-assessment-link-check";

const HREF = /href\s*=\s*["'](https?:\/\/[^"'\s<>]+)["']/gi;

function absoluteHttp(url: string): string | null {
  try {
    const parsed = new URL(url.trim());
    return parsed.protocol === "http:" || parsed.protocol === "https:" ? parsed.href : null;
  } catch {
    return null;
  }
}

/**
 * The external links of the active transparency items and of the published contents' bodies (and Link contents'
 * address), each once with its first few places, at most L.maxLinks (the transparency menu first: it is what the
 * ITA audits). Relative links point into the portal itself and are not asked for.
 */
export async function collectLinks(db: CoreDeps["db"]): Promise<TFoundLink[]> {
  const found = new Map<string, string[]>();
  const add = (raw: string, source: string) => {
    const url = absoluteHttp(raw);
    if (!url) return;
    const sources = found.get(url) ?? [];
    if (!found.has(url)) {
      if (found.size >= L.maxLinks) return;
      found.set(url, sources);
    }
    if (sources.length < L.sourcesPerLink && !sources.includes(source)) sources.push(source);
  };
  const items = await db.transparencyItem.findMany({
    where: { active: true, link: { not: "" } },
    select: { title: true, link: true },
    orderBy: { transparencyItemID: "asc" },
  });
  for (const item of items) add(item.link, `${M.linkSources.transparency}: ${item.title}`);
  const contents = await db.content.findMany({
    where: { published: true, OR: [{ bodyHtml: { contains: "http" } }, { contentType: 7, friendlyUrl: { startsWith: "http" } }] },
    select: { name: true, bodyHtml: true, friendlyUrl: true, contentType: true },
    orderBy: { contentID: "desc" },
    take: L.maxContents,
  });
  for (const content of contents) {
    const source = `${M.linkSources.content}: ${content.name}`;
    if (content.contentType === 7 && content.friendlyUrl) add(content.friendlyUrl, source);
    for (const match of (content.bodyHtml ?? "").matchAll(HREF)) add((match[1] ?? "").replace(/&amp;/g, "&"), source);
  }
  return [...found].map(([url, sources]) => ({ url, sources }));
}

/** One HEAD (a GET when HEAD is not allowed), its body never read; redirects followed up to L.maxRedirects. */
function ask(url: string, method: "HEAD" | "GET", options: Required<Pick<LinkCheckOptions, "allowPrivateAddresses" | "timeoutMs">>): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const send = url.startsWith("https:") ? httpsRequest : httpRequest;
    const req = send(
      url,
      {
        method,
        agent: useAgent(url, { allowPrivateIPAddress: options.allowPrivateAddresses, keepAlive: false }),
        headers: { "user-agent": L.userAgent, accept: "*/*" },
        timeout: options.timeoutMs,
      },
      (res) => {
        res.resume();
        resolve(res);
      },
    );
    req.on("timeout", () => req.destroy(new Error(M.linkErrors.timeout)));
    req.on("error", reject);
    req.end();
  });
}

export async function checkLink(url: string, options: LinkCheckOptions = {}): Promise<TLinkAnswer> {
  const settings = { allowPrivateAddresses: options.allowPrivateAddresses ?? false, timeoutMs: options.timeoutMs ?? L.timeoutMs };
  let current = url;
  try {
    for (let hop = 0; ; hop++) {
      let res = await ask(current, "HEAD", settings);
      // Some servers refuse HEAD: the same address by GET decides.
      if (res.statusCode === 405 || res.statusCode === 501) res = await ask(current, "GET", settings);
      const status = res.statusCode ?? 0;
      const location = res.headers.location;
      if (status >= 300 && status < 400 && location) {
        if (hop >= L.maxRedirects) return { statusCode: status, error: M.linkErrors.tooManyRedirects, broken: true };
        current = new URL(location, current).href;
        continue;
      }
      return { statusCode: status, error: null, broken: status >= 400 };
    }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    // request-filtering-agent refuses a private, loopback or link-local address (also after DNS).
    const blocked = /not allowed|is not allowed|DNS lookup .* is not allowed/i.test(message);
    return { statusCode: null, error: blocked ? M.linkErrors.privateAddress : message.slice(0, 200), broken: true };
  }
}

/**
 * Asks for every link, L.concurrency at a time and one at a time per host (a site linked a hundred times is asked in
 * turn, not all at once), then replaces LinkCheck with what it found. Returns the counts.
 */
export async function runLinkCheck(deps: Pick<CoreDeps, "db" | "log">, options: LinkCheckOptions = {}): Promise<{ checked: number; broken: number }> {
  const links = await collectLinks(deps.db);
  const byHost = new Map<string, TFoundLink[]>();
  for (const link of links) {
    const host = new URL(link.url).host;
    byHost.set(host, [...(byHost.get(host) ?? []), link]);
  }
  const hosts = [...byHost.values()];
  const answers = new Map<string, TLinkAnswer>();
  const lane = async () => {
    for (let queue = hosts.shift(); queue; queue = hosts.shift()) for (const link of queue) answers.set(link.url, await checkLink(link.url, options));
  };
  await Promise.all(Array.from({ length: L.concurrency }, lane));
  const checkedAt = options.now ?? new Date();
  const rows = links.map((link) => ({
    url: link.url,
    sources: link.sources,
    checkedAt,
    ...(answers.get(link.url) ?? { statusCode: null, error: null, broken: true }),
  }));
  const broken = rows.filter((r) => r.broken).length;
  await deps.db.$transaction(
    async (tx) => {
      // One run's replace at a time, on every worker: two runs at once (two workers, a retry overlapping a stalled run)
      // would otherwise each delete the rows they saw and insert theirs, and on PostgreSQL the later one's DELETE misses
      // the rows the other committed meanwhile, so its INSERT fails on their URLs and the run is lost. Under the lock,
      // the later run replaces the earlier one's rows whole.
      await lockInTransaction(tx, LINK_CHECK_LOCK);
      await tx.linkCheck.deleteMany({});
      await tx.linkCheck.createMany({ data: rows });
      await tx.linkCheckRun.create({ data: { finishedAt: checkedAt, checked: rows.length, broken } });
    },
    { timeout: 60_000, maxWait: 30_000 },
  );
  deps.log.info({ checked: rows.length, broken }, "enlaces revisados para el autodiagnóstico");
  return { checked: rows.length, broken };
}

/**
 * POST selfassessment/linkcheck — staff ask for the weekly check now (e.g. after fixing links). Queued, never run in
 * the request; a queue that cannot take it answers 503 (the Sunday run still comes).
 */
export function requestLinkCheck(deps: Pick<CoreDeps, "queues" | "log" | "requestId">): Promise<{ queued: true }> {
  return queueSelfAssessmentCheck(deps, CHECK_LINKS_JOB, M.linksQueueUnavailable);
}
