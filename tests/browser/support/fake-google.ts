import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';

/**
 * A local Google identity server for the browser tests: `/certs` is the JWKS the app's server
 * verifies against, `/auth` is the OAuth window (implicit flow) with a "Continue" button that
 * returns a signed ID token to `redirect_uri` in the fragment, as Google does. `forge` makes
 * the next token signed by a key the JWKS does not hold.
 */
export interface FakeGoogle {
  url: string;
  clientId: string;
  /** Who signs in next. */
  account: { sub: string; email: string };
  forge: boolean;
  close(): Promise<void>;
}

export async function fakeGoogle(): Promise<FakeGoogle> {
  const pair = await generateKeyPair('RS256');
  const other = await generateKeyPair('RS256');
  const jwk: JWK = { ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
  const fake: FakeGoogle = {
    url: '',
    clientId: 'referent-e2e.apps.googleusercontent.com',
    account: { sub: '1001', email: 'scholar@gmail.example' },
    forge: false,
    close: async () => {},
  };
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', fake.url);
    if (url.pathname === '/certs') {
      res.setHeader('content-type', 'application/json');
      return res.end(JSON.stringify({ keys: [jwk] }));
    }
    if (url.pathname === '/auth' && req.method === 'GET') {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      return res.end(
        `<!doctype html><html lang="en"><head><title>Fake Google</title></head><body><h1>Sign in</h1>` +
          `<form method="post" action="/auth${url.search}"><button type="submit">Continue as ${fake.account.email}</button></form></body></html>`,
      );
    }
    if (url.pathname === '/auth' && req.method === 'POST') {
      const p = url.searchParams;
      const token = await new SignJWT({ email: fake.account.email, email_verified: true, nonce: p.get('nonce') })
        .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
        .setIssuer('https://accounts.google.com')
        .setAudience(p.get('client_id') ?? '')
        .setSubject(fake.account.sub)
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(fake.forge ? other.privateKey : pair.privateKey);
      const back = `${p.get('redirect_uri')}#${new URLSearchParams({ id_token: token, state: p.get('state') ?? '' })}`;
      res.writeHead(303, { location: back });
      return res.end();
    }
    res.writeHead(404);
    res.end();
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () => new Promise<void>((done) => server.close(() => done()));
  return fake;
}
