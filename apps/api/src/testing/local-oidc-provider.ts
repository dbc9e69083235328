import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Provider from "oidc-provider";

/** A person the local provider logs in as; `acr` is the level of assurance it vouches for. */
export interface LocalAccount {
  sub: string;
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
  acr?: string;
  /** The identification the provider vouches for (the portal's IDP_DOCUMENT_*_CLAIM defaults). */
  document_number?: string;
  document_type?: string;
}

export interface LocalClient {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}

/**
 * A real OpenID Connect provider (the `oidc-provider` package) on a loopback port, for the external login's tests.
 * Its login and consent screens answer at once for the account named by `loginAs`; everything else (discovery,
 * authorization code with PKCE, signed ID tokens with nonce and acr, userinfo) is the package's own.
 */
export async function startLocalOidcProvider(clients: LocalClient[], options: { port?: number; accounts?: LocalAccount[] } = {}) {
  const accounts = new Map<string, LocalAccount>((options.accounts ?? []).map((a) => [a.sub, a]));
  let current: LocalAccount | null = null;
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", () => resolve()));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const provider = new Provider(issuer, {
    clients: clients.map((c) => ({
      client_id: c.clientId,
      client_secret: c.clientSecret,
      redirect_uris: [c.redirectUri],
      grant_types: ["authorization_code"],
      response_types: ["code"],
      token_endpoint_auth_method: "client_secret_post",
    })),
    // Like an entity's identity provider (Keycloak's default), the ID token always carries acr, the level of assurance.
    claims: {
      acr: null,
      auth_time: null,
      openid: ["sub", "acr"],
      email: ["email", "email_verified"],
      profile: ["given_name", "family_name", "name", "document_number", "document_type"],
    },
    acrValues: ["loa:1", "loa:2"],
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    cookies: { keys: ["prueba-local-oidc"] },
    async findAccount(_ctx, sub) {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return { accountId: sub, claims: () => ({ ...account, acr: undefined }) };
    },
  });
  const callback = provider.callback();

  server.on("request", (req, res) => {
    if (!req.url?.startsWith("/interaction/")) return void callback(req, res);
    void (async () => {
      const details = await provider.interactionDetails(req, res);
      if (details.prompt.name === "login") {
        // A browser (end-to-end tests) types the account at the provider's login page; API tests name it beforehand.
        const account = req.method === "POST" ? accounts.get(new URLSearchParams(await readBody(req)).get("usuario") ?? "") : current;
        if (!account) return loginPage(res, details.uid);
        return provider.interactionFinished(req, res, { login: { accountId: account.sub, acr: account.acr ?? "loa:1" } }, { mergeWithLastSubmission: false });
      }
      const grant = new provider.Grant({ accountId: details.session!.accountId, clientId: details.params.client_id as string });
      grant.addOIDCScope(String(details.params.scope));
      return provider.interactionFinished(req, res, { consent: { grantId: await grant.save() } }, { mergeWithLastSubmission: true });
    })().catch((error: unknown) => {
      res.statusCode = 500;
      res.end(String(error));
    });
  });

  return {
    issuer,
    /** From now on the browser types the account at the provider's login page. */
    askInBrowser() {
      current = null;
    },
    /** Who the next authorization logs in as. */
    loginAs(account: LocalAccount) {
      accounts.set(account.sub, account);
      current = account;
    },
    /**
     * A browser at the provider: follows the authorization URL through login and consent (keeping the provider's
     * cookies) until the provider sends it back to the portal; answers the query string it appended.
     */
    async authorize(authorizationUrl: string, returnUrlPrefix: string): Promise<string> {
      const jar = new Map<string, string>();
      let url = authorizationUrl;
      for (let hop = 0; hop < 10; hop++) {
        const res = await fetch(url, { redirect: "manual", headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join("; ") } });
        for (const line of res.headers.getSetCookie()) {
          const [pair = ""] = line.split(";");
          const eq = pair.indexOf("=");
          const value = pair.slice(eq + 1);
          if (value) jar.set(pair.slice(0, eq), value);
          else jar.delete(pair.slice(0, eq));
        }
        const location = res.headers.get("location");
        if (!location) throw new Error(`the provider answered ${res.status}: ${await res.text()}`);
        url = new URL(location, url).href;
        if (url.startsWith(returnUrlPrefix)) return new URL(url).search.slice(1);
      }
      throw new Error("too many redirects at the provider");
    },
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
export type LocalOidcProvider = Awaited<ReturnType<typeof startLocalOidcProvider>>;

async function readBody(req: import("node:http").IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

/** The provider's own login page (plain HTML, as an identity provider shows it). */
function loginPage(res: import("node:http").ServerResponse, uid: string) {
  res.setHeader("content-type", "text/html; charset=utf-8");
  res.end(`<!doctype html><html lang="es"><head><title>Proveedor de identidad de prueba</title></head><body><main>
<h1>Proveedor de identidad de prueba</h1>
<form method="post" action="/interaction/${encodeURIComponent(uid)}"><label>Usuario <input name="usuario" autocomplete="username"></label>
<button type="submit">Ingresar</button></form></main></body></html>`);
}
