import express, { type Router } from 'express';
import { z } from 'zod';
import type { GatewayConfig } from '../config.ts';
import type { IdentityStore } from '../identity/store.ts';
import type { SigningKeys } from './keys.ts';
import type { SessionStore } from './sessionStore.ts';
import { LoginThrottle } from './throttle.ts';
import type { SessionResolver } from './sessions.ts';

const loginBody = z.object({
  email: z
    .string({ message: 'Ingrese su correo electrónico.' })
    .trim()
    .min(1, 'Ingrese su correo electrónico.')
    .max(200, 'El correo electrónico es demasiado largo.'),
  password: z.string({ message: 'Ingrese su contraseña.' }).min(1, 'Ingrese su contraseña.').max(200, 'La contraseña es demasiado larga.'),
});

export const WRONG_CREDENTIALS = 'Usuario o contraseña incorrectos.';

export function authRoutes(deps: {
  config: GatewayConfig;
  keys: SigningKeys;
  sessions: SessionResolver;
  store: IdentityStore;
  sessionStore: SessionStore;
}): Router {
  const router = express.Router();
  // Per account (the typed e-mail, whether it exists or not, so the answers do not tell), whatever the
  // address, and per address and account; the address is the socket's unless TRUST_PROXY names the
  // proxy in front. Never per address alone: an address is often a whole office behind one NAT, and
  // failures with e-mails of others must not keep its people from signing in.
  const accounts = new LoginThrottle();
  const addressAccounts = new LoginThrottle();
  const TOO_MANY = 'Demasiados intentos fallidos. Intente nuevamente en unos minutos.';

  router.get('/.well-known/jwks.json', (_req, res) => {
    res.set('cache-control', 'public, max-age=300').json({ keys: [deps.keys.publicJwk] });
  });

  router.post('/auth/login', express.json({ limit: '10kb' }), async (req, res, next) => {
    try {
      if (deps.config.authMode !== 'embedded') {
        res.status(404).json({ message: 'El ingreso se realiza con el proveedor de identidad de su organización.' });
        return;
      }
      const parsed = loginBody.safeParse(req.body);
      if (!parsed.success) {
        res.status(400).json({ code: 'BAD_USER_INPUT', message: parsed.error.issues[0]?.message ?? WRONG_CREDENTIALS });
        return;
      }
      const account = parsed.data.email.toLowerCase();
      const address = req.ip ?? 'desconocida';
      const pair = `${address} ${account}`;
      const wait = Math.max(accounts.waitFor(account), addressAccounts.waitFor(pair));
      if (wait > 0) {
        res
          .set('retry-after', String(Math.ceil(wait / 1000)))
          .status(429)
          .json({ code: 'TOO_MANY_REQUESTS', message: TOO_MANY });
        return;
      }
      const identity = await deps.store.authenticate(parsed.data.email, parsed.data.password);
      if (!identity) {
        accounts.fail(account);
        addressAccounts.fail(pair);
        res.status(401).json({ code: 'UNAUTHENTICATED', message: WRONG_CREDENTIALS });
        return;
      }
      accounts.succeed(account);
      addressAccounts.succeed(pair);
      const session = await deps.sessions.issue(identity);
      deps.sessions.setCookie(res, session.token);
      res.json({
        token: session.token,
        user: { email: identity.email, name: identity.name, companyCode: identity.companyCode, roles: identity.roles },
      });
    } catch (error) {
      next(error);
    }
  });

  router.post('/auth/logout', async (req, res, next) => {
    try {
      await deps.sessions.end(req);
      deps.sessions.clearCookie(res);
      res.json({ ok: true });
    } catch (error) {
      next(error);
    }
  });

  /** For services holding a token: is its session still open? Session ids are unguessable. */
  router.get('/auth/sessions/:sid', async (req, res, next) => {
    try {
      const sid = req.params.sid;
      const open = /^[0-9a-f-]{36}$/.test(sid) && (await deps.sessionStore.isOpen(sid));
      res.status(open ? 200 : 404).json({ open });
    } catch (error) {
      next(error);
    }
  });

  /** OIDC mode: exchange a provider token (Bearer) for a session cookie, for an SSO front end. */
  router.post('/auth/session', async (req, res, next) => {
    try {
      const session = await deps.sessions.resolve(req);
      if (!session) {
        res.status(401).json({ message: 'Sesión no válida o expirada.' });
        return;
      }
      deps.sessions.setCookie(res, session.token);
      const { identity } = session;
      res.json({ user: { email: identity.email, name: identity.name, companyCode: identity.companyCode, roles: identity.roles } });
    } catch (error) {
      next(error);
    }
  });

  return router;
}
