import { chmodSync, chownSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir, userInfo } from "node:os";
import { join } from "node:path";
import { ImapFlow } from "imapflow";
import { startForegroundServer } from "./foreground-server.ts";
import { freePort } from "./test-services.ts";

/** scripts/test.mjs installs Debian's dovecot-imapd on a fresh machine (DOVECOT_REQUIREMENT). */
const DOVECOT = "/usr/sbin/dovecot";

export interface TestImapServer {
  /** imap://user:password@127.0.0.1:port/INBOX — a BOUNCE_IMAP_URL. */
  url: string;
  /** Puts a message in the mailbox, unseen, as the SMTP server's delivery would. */
  deliver(raw: string): Promise<void>;
  /** The mailbox's unseen message count. */
  unseen(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * The users dovecot runs its parts and the mail as: the current user's own when not root; as root, the package's
 * unprivileged users (dovecot refuses to log in or keep mail as root).
 */
function dovecotUsers() {
  const me = userInfo();
  if (me.uid !== 0) return { internal: me.username, login: me.username, mail: me.username, chownTo: null };
  return { internal: "dovecot", login: "dovenull", mail: "dovecot", chownTo: "dovecot" };
}

/** A real dovecot IMAP server in the foreground on a free loopback port, one mailbox, plain login (loopback only). */
export async function startTestImapServer(user = "rebotes", password = "clave-del-buzon"): Promise<TestImapServer> {
  const dir = mkdtempSync(join(tmpdir(), "portal-imap-"));
  for (const sub of ["run", "state", "home"]) mkdirSync(join(dir, sub));
  const users = dovecotUsers();
  if (users.chownTo) {
    // dovecot's own users read the passwd file and write the mail: the test's folder opens to them.
    const { uid, gid } = lookupUser(users.chownTo);
    chmodSync(dir, 0o755);
    chownSync(join(dir, "home"), uid, gid);
  }
  const port = await freePort();
  writeFileSync(join(dir, "passwd"), `${user}:{PLAIN}${password}\n`);
  writeFileSync(
    join(dir, "dovecot.conf"),
    [
      "protocols = imap",
      "listen = 127.0.0.1",
      `base_dir = ${join(dir, "run")}`,
      `state_dir = ${join(dir, "state")}`,
      "log_path = /dev/stderr",
      `default_internal_user = ${users.internal}`,
      `default_internal_group = ${users.internal}`,
      `default_login_user = ${users.login}`,
      "first_valid_uid = 1",
      "ssl = no",
      "disable_plaintext_auth = no",
      "auth_mechanisms = plain login",
      `passdb {\n  driver = passwd-file\n  args = scheme=PLAIN username_format=%u ${join(dir, "passwd")}\n}`,
      `userdb {\n  driver = static\n  args = uid=${users.mail} gid=${users.mail} home=${join(dir, "home")}/%u\n}`,
      "mail_location = maildir:~/Maildir",
      `service imap-login {\n  chroot =\n  inet_listener imap {\n    address = 127.0.0.1\n    port = ${port}\n  }\n  inet_listener imaps {\n    port = 0\n  }\n}`,
      "service anvil {\n  chroot =\n}",
      `service auth {\n  unix_listener auth-userdb {\n    mode = 0600\n    user = ${users.internal}\n  }\n}`,
      "service stats {\n  unix_listener stats-writer {\n    mode = 0666\n  }\n}",
      "",
    ].join("\n"),
  );
  const server = startForegroundServer("dovecot", DOVECOT, ["-F", "-c", join(dir, "dovecot.conf")], dir);
  const stop = server.stop;
  const client = () => new ImapFlow({ host: "127.0.0.1", port, secure: false, auth: { user, pass: password }, logger: false });
  const deadline = Date.now() + 30_000;
  for (;;) {
    const exited = server.exited();
    if (exited) {
      await stop();
      throw exited;
    }
    const probe = client();
    try {
      await probe.connect();
      await probe.logout();
      break;
    } catch (error) {
      probe.close();
      if (Date.now() > deadline) {
        await stop();
        throw new Error(`dovecot no respondió en 30 s: ${String(error)} ${server.output()}`);
      }
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  const withClient = async <T>(work: (c: ImapFlow) => Promise<T>): Promise<T> => {
    const c = client();
    await c.connect();
    try {
      return await work(c);
    } finally {
      await c.logout();
    }
  };
  return {
    url: `imap://${encodeURIComponent(user)}:${encodeURIComponent(password)}@127.0.0.1:${port}/INBOX`,
    deliver: (raw) => withClient(async (c) => void (await c.append("INBOX", raw))),
    unseen: () =>
      withClient(async (c) => {
        const status = await c.status("INBOX", { unseen: true });
        if (!status) throw new Error("dovecot no dio el estado del buzón INBOX");
        return status.unseen ?? 0;
      }),
    stop,
  };
}

/** A system user's ids (root's test run gives dovecot's user its mail folder). */
function lookupUser(name: string): { uid: number; gid: number } {
  const line = readFileSync("/etc/passwd", "utf8")
    .split("\n")
    .find((l) => l.startsWith(`${name}:`));
  const [, , uid, gid] = line?.split(":") ?? [];
  if (!uid || !gid) throw new Error(`No existe el usuario del sistema ${name} (¿dovecot-imapd instalado?)`);
  return { uid: Number(uid), gid: Number(gid) };
}
