import { Router } from 'express';
import type { Registry, Services } from '../api/route.js';
import { route } from '../api/route.js';

/** What the web needs to open Google's sign-in window: public values, no secret. */
export interface GoogleSignInConfig {
  clientId: string;
  /** Google's OAuth authorization endpoint; tests point it at a fake identity server. */
  authUrl: string;
}

/** Tells the web whether Google sign-in is on and where its window goes. */
export function googleConfigRoutes(s: Services, registry: Registry, config: GoogleSignInConfig | undefined): Router {
  const r = Router();
  route(
    r,
    registry,
    s,
    {
      method: 'get',
      path: '/api/Config/Google',
      access: 'guest',
      tag: 'User',
      summary:
        'Google sign-in settings for the web (the OAuth client id and authorization URL), or null when it is off.',
      answer: '{ data: { clientId, authUrl } or null }',
    },
    async () => ({ data: config ?? null }),
  );
  return r;
}
