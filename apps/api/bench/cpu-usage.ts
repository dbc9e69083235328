// CPU time used by each process of the benchmark (Linux /proc), so a figure says where a request's time went: the API,
// the database, Redis or the load generator. Without /proc (not Linux) every reading is 0 and nothing is printed.
import { readdirSync, readFileSync } from "node:fs";

const TICK_MS = 10; // USER_HZ is 100 on Linux

interface Proc {
  pid: number;
  ppid: number;
  ticks: number;
  cmdline: string;
  /** Resident memory, bytes (statm's second field, in pages). */
  rssBytes: number;
}

const PAGE_BYTES = 4096;

function processes(): Proc[] {
  const found: Proc[] = [];
  let entries: string[];
  try {
    entries = readdirSync("/proc").filter((d) => /^\d+$/.test(d));
  } catch {
    return found;
  }
  for (const dir of entries) {
    try {
      const stat = readFileSync(`/proc/${dir}/stat`, "utf8");
      // The command name (field 2) may hold spaces and parentheses: split after its closing one.
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      const cmdline = readFileSync(`/proc/${dir}/cmdline`, "utf8").replaceAll("\0", " ");
      // utime + stime, plus cutime + cstime: the CPU of children that exited and were reaped (a PostgreSQL backend
      // closed mid-run), which would otherwise vanish from the group's sum and make a reading negative.
      const ticks = Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
      const rssBytes = Number(readFileSync(`/proc/${dir}/statm`, "utf8").split(" ")[1] ?? 0) * PAGE_BYTES;
      found.push({ pid: Number(dir), ppid: Number(fields[1]), ticks, cmdline, rssBytes });
    } catch {
      // gone meanwhile
    }
  }
  return found;
}

/** A group of processes: the trees under `roots` plus any process whose command line matches `match`. */
export interface ProcessGroup {
  name: string;
  roots?: number[];
  match?: RegExp;
}

/** CPU ms used so far by each group (and by this process, the load generator, under "generator"). */
export function cpuSnapshot(groups: ProcessGroup[]): Map<string, number> {
  const all = processes();
  const children = new Map<number, Proc[]>();
  for (const p of all) children.set(p.ppid, [...(children.get(p.ppid) ?? []), p]);
  const result = new Map<string, number>();
  for (const group of groups) {
    const seen = new Set<number>();
    const stack = [...(group.roots ?? []), ...all.filter((p) => group.match?.test(p.cmdline)).map((p) => p.pid)];
    let ticks = 0;
    while (stack.length) {
      const pid = stack.pop()!;
      if (seen.has(pid)) continue;
      seen.add(pid);
      const proc = all.find((p) => p.pid === pid);
      if (proc) ticks += proc.ticks;
      for (const child of children.get(pid) ?? []) stack.push(child.pid);
    }
    result.set(group.name, ticks * TICK_MS);
  }
  const self = process.cpuUsage();
  result.set("generator", (self.user + self.system) / 1000);
  return result;
}

/** Resident memory now of the tree under `root` (a tsx wrapper and the node process it runs), in MB; 0 once gone. */
export function treeRssMb(root: number): number {
  const all = processes();
  let bytes = 0;
  const stack = [root];
  while (stack.length) {
    const pid = stack.pop();
    for (const p of all) {
      if (p.pid === pid) bytes += p.rssBytes;
      if (p.ppid === pid) stack.push(p.pid);
    }
  }
  return bytes / 1024 / 1024;
}

/** The difference of two snapshots, per operation done between them: "api 1.9 · db 0.8 · …" (ms of CPU). */
/** CPU ms each group used between two snapshots. */
export function cpuBetween(before: Map<string, number>, after: Map<string, number>): Map<string, number> {
  return new Map([...after].map(([name, ms]) => [name, ms - (before.get(name) ?? 0)]));
}

/** Several runs' CPU ms per group, added up. */
export function sumCpu(runs: readonly (Map<string, number> | undefined)[]): Map<string, number> {
  const sum = new Map<string, number>();
  for (const run of runs) for (const [name, ms] of run ?? []) sum.set(name, (sum.get(name) ?? 0) + ms);
  return sum;
}

/** Each process group's CPU (ms, over a run) per operation of that run, printed as "api 0.80 · db 0.20 · …". */
export function cpuPerOperation(cpu: Map<string, number>, operations: number): string {
  if (operations <= 0) return "";
  return [...cpu].map(([name, ms]) => `${name} ${(ms / operations).toFixed(2)}`).join(" · ");
}
