import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button, Callout, Card, FormGroup, H3, InputGroup, Intent } from '@blueprintjs/core';
import { es } from '../../i18n/es.ts';
import { safeReturnPath } from '../../session/loginRedirect.ts';
import { LoginError, login } from '../../session/session.ts';

/** The Spanish sign-in page (embedded identity mode). */
export function LoginPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // A first visit has no notice: 'expired' is only set when this browser had a session.
  const notice = params.has('expired') ? es.login.expired : params.has('logout') ? es.login.loggedOut : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!email.trim() || !password) {
      setError(es.login.required);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await login(email.trim(), password);
      // Back to the deep link that sent the user here (a path of this site only).
      navigate(safeReturnPath(params.get('next')), { replace: true });
    } catch (e) {
      setError(e instanceof LoginError ? e.message : es.login.unreachable);
      setBusy(false);
    }
  }

  return (
    <main className="inca-login">
      <Card elevation={2} className="inca-login-card">
        <div className="inca-brand-mark" aria-hidden>
          IN
        </div>
        <H3>{es.login.title}</H3>
        <p className="bp6-text-muted">{es.login.subtitle}</p>
        {notice && !error && (
          <Callout intent={Intent.PRIMARY} className="inca-gap">
            {notice}
          </Callout>
        )}
        {error && (
          <Callout intent={Intent.DANGER} className="inca-gap" role="alert">
            {error}
          </Callout>
        )}
        <form onSubmit={submit} noValidate>
          <FormGroup label={es.login.email} labelFor="login-email">
            <InputGroup
              id="login-email"
              type="email"
              autoComplete="username"
              autoFocus
              large
              value={email}
              onValueChange={setEmail}
              leftIcon="envelope"
            />
          </FormGroup>
          <FormGroup label={es.login.password} labelFor="login-password">
            <InputGroup
              id="login-password"
              type="password"
              autoComplete="current-password"
              large
              value={password}
              onValueChange={setPassword}
              leftIcon="lock"
            />
          </FormGroup>
          <Button type="submit" intent={Intent.PRIMARY} size="large" fill loading={busy} text={es.login.submit} />
        </form>
      </Card>
    </main>
  );
}
