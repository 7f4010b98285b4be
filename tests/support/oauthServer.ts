import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The patron the next authorization is for: their provider id and whether they pledge. */
export type Patron = { id: string; pledged: boolean };

export type OAuthServer = {
  url: string;
  /** Environment for the Emberhall server: PATREON_* pointing here. */
  env: Record<string, string>;
  /** Who the authorize page signs in as next (a real provider would ask the user). */
  setPatron(patron: Patron): void;
  /** A code for redirectUri without going through the browser (integration tests). */
  issueCode(redirectUri: string, patron?: Patron): string;
  /** Every token exchange received, to check what the server sent. */
  exchanges: Record<string, string>[];
  close(): Promise<void>;
};

const CLIENT_ID = 'emberhall-test-client';
const CLIENT_SECRET = 'emberhall-test-secret';

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * A tiny OAuth 2 provider on loopback speaking Patreon's authorization-code flow: /authorize
 * redirects straight back with a code (the user "allows" at once), /token trades a code once for
 * an access token (checking client id, secret and redirect URI), /identity answers Patreon's v2
 * identity document with the patron's membership.
 */
export async function startOAuthServer(): Promise<OAuthServer> {
  let next: Patron = { id: 'patron-1', pledged: true };
  const codes = new Map<string, { redirectUri: string; patron: Patron }>();
  const tokens = new Map<string, Patron>();
  const exchanges: Record<string, string>[] = [];
  const secret = () => randomBytes(12).toString('hex');

  const issueCode = (redirectUri: string, patron: Patron = next) => {
    const code = secret();
    codes.set(code, { redirectUri, patron });
    return code;
  };

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (req.method === 'GET' && url.pathname === '/authorize') {
      const redirectUri = url.searchParams.get('redirect_uri');
      if (url.searchParams.get('client_id') !== CLIENT_ID || !redirectUri || url.searchParams.get('response_type') !== 'code') {
        return json(res, 400, { error: 'invalid_request' });
      }
      const back = new URL(redirectUri);
      back.searchParams.set('code', issueCode(redirectUri));
      const state = url.searchParams.get('state');
      if (state) back.searchParams.set('state', state);
      res.writeHead(302, { location: back.toString() });
      return res.end();
    }
    if (req.method === 'POST' && url.pathname === '/token') {
      const form = Object.fromEntries(new URLSearchParams(await readBody(req)));
      exchanges.push(form);
      if (form.client_id !== CLIENT_ID || form.client_secret !== CLIENT_SECRET) return json(res, 401, { error: 'invalid_client' });
      const grant = form.code ? codes.get(form.code) : undefined;
      if (form.grant_type !== 'authorization_code' || !grant || grant.redirectUri !== form.redirect_uri) {
        return json(res, 400, { error: 'invalid_grant' });
      }
      codes.delete(form.code!);
      const token = secret();
      tokens.set(token, grant.patron);
      return json(res, 200, { access_token: token, refresh_token: secret(), token_type: 'Bearer', expires_in: 3600, scope: 'identity' });
    }
    if (req.method === 'GET' && url.pathname === '/identity') {
      const patron = tokens.get((req.headers.authorization ?? '').replace(/^Bearer /, ''));
      if (!patron) return json(res, 401, { errors: [{ code_name: 'Unauthorized' }] });
      return json(res, 200, {
        data: { id: patron.id, type: 'user', attributes: { full_name: `Patron ${patron.id}` } },
        included: [{ id: `m-${patron.id}`, type: 'member', attributes: { patron_status: patron.pledged ? 'active_patron' : 'former_patron' } }],
      });
    }
    json(res, 404, { error: 'not_found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    env: {
      PATREON_CLIENT_ID: CLIENT_ID,
      PATREON_CLIENT_SECRET: CLIENT_SECRET,
      PATREON_AUTHORIZE_URL: `${url}/authorize`,
      PATREON_TOKEN_URL: `${url}/token`,
      PATREON_IDENTITY_URL: `${url}/identity`,
    },
    setPatron: (patron) => {
      next = patron;
    },
    issueCode,
    exchanges,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
