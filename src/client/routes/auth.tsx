import { type FormEvent, useId, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { FormFooter } from '@/client/components/ui/form-footer';
import { FormField, Input, TextField } from '@/client/components/ui/input';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/client/components/ui/tabs';
import { signIn } from '@/client/features/auth/api/sign-in';
import { signUp } from '@/client/features/auth/api/sign-up';
import { OtherMethods } from '@/client/features/auth/components/other-methods';
import { SignedInNotice } from '@/client/features/auth/components/signed-in-notice';
import { ApiRequestError } from '@/client/lib/api-client';
import { fieldsOf, messageOf } from '@/client/lib/form-errors';
import { notify } from '@/client/lib/notify';
import { useSession } from '@/client/lib/session';
import { useDocumentTitle } from '@/client/lib/use-document-title';
import { paths } from '@/client/paths';
import { type OnSignedIn, useSignedIn } from '@/client/shell/lazy/use-signed-in';
import { safeRedirect } from '@/shared/domain/redirect';

const LOGIN_FAILED = 'Please check your credentials and try again.';
const MISSING_FIELDS = 'Please fill in all required fields.';

function SignInForm({ done }: { done: OnSignedIn }) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const email = String(data.get('email') ?? '').trim();
    const password = String(data.get('password') ?? '');
    if (!email || !password) {
      setError(LOGIN_FAILED);
      notify.error('Login failed', LOGIN_FAILED);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const { user } = await signIn({ email, password });
      notify.success('Welcome back!');
      await done(user);
    } catch (err) {
      const message =
        err instanceof ApiRequestError && err.code === 'invalid_credentials' ? LOGIN_FAILED : messageOf(err);
      setError(message);
      notify.error('Login failed', message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-label="Sign in">
      <FormField label="E-mail" id={`${id}-email`}>
        <Input id={`${id}-email`} name="email" type="email" autoComplete="email" required />
      </FormField>
      <FormField label="Password" id={`${id}-password`}>
        <Input
          id={`${id}-password`}
          name="password"
          type="password"
          autoComplete="current-password"
          required
        />
      </FormField>
      <p className="-mt-2 text-right text-sm">
        <Link to={paths.forgotPassword()} className="font-semibold text-brand-700 hover:underline">
          Forgot password?
        </Link>
      </p>
      <FormFooter error={error} busy={busy} label="Sign in" />
      <p className="text-center text-sm text-ink-600">
        Booked without an account?{' '}
        <Link to={paths.findBooking()} className="font-semibold text-brand-700 hover:underline">
          Find my booking
        </Link>
      </p>
    </form>
  );
}

function SignUpForm({ done }: { done: OnSignedIn }) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const input = {
      name: String(data.get('name') ?? '').trim(),
      email: String(data.get('email') ?? '').trim(),
      password: String(data.get('password') ?? ''),
    };
    if (!input.name || !input.email || !input.password) {
      setError(MISSING_FIELDS);
      setFields({});
      notify.error('Registration failed', MISSING_FIELDS);
      return;
    }
    setBusy(true);
    setError(null);
    setFields({});
    try {
      const { user } = await signUp(input);
      notify.success('Registration successful!', `We sent a link to ${user.email} to confirm your address.`);
      await done(user);
    } catch (err) {
      setError(messageOf(err));
      setFields(fieldsOf(err));
      notify.error('Registration failed', messageOf(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-label="Sign up">
      <TextField
        label="Name"
        id={`${id}-name`}
        error={fields.name}
        name="name"
        autoComplete="name"
        required
      />
      <TextField
        label="E-mail"
        id={`${id}-email`}
        error={fields.email}
        name="email"
        type="email"
        autoComplete="email"
        required
      />
      <TextField
        label="Password (at least 6 characters)"
        id={`${id}-password`}
        error={fields.password}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        minLength={6}
      />
      <FormFooter error={error} busy={busy} label="Create account" />
    </form>
  );
}

/**
 * /auth and /login: sign in or sign up (product-spec.md section 2). /login honours a same-site
 * ?redirect=. Someone already signed in is told so and offered to continue or sign out.
 */
export function Component() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const [tab, setTab] = useState(params.get('tab') === 'signup' ? 'signup' : 'signin');
  useDocumentTitle(pathname === '/login' ? 'Login' : 'Sign in');
  const guarded = safeRedirect(params.get('redirect'));
  const { user } = useSession();
  const finish = useSignedIn();
  // Set when a form on this page signs in: the page is about to leave, not to greet a returning fan.
  const [signingIn, setSigningIn] = useState(false);
  const done: OnSignedIn = (signedIn) => {
    setSigningIn(true);
    return finish(signedIn);
  };

  if (user && !signingIn) {
    return (
      <div className="mx-auto max-w-md px-4 py-10 sm:py-14">
        <SignedInNotice user={user} redirect={guarded} />
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-md px-4 py-10 sm:py-14">
      <div className="kp-card p-6 sm:p-8">
        <h1 className="text-2xl font-extrabold tracking-tight text-ink-900">
          {tab === 'signin' ? 'Welcome back' : 'Create your KhelPass account'}
        </h1>
        <p className="mt-1 text-sm text-ink-600">
          {guarded
            ? 'Sign in to continue to the page you asked for.'
            : 'Book tickets, save events and track your matches.'}
        </p>
        <Tabs value={tab} onValueChange={setTab} className="mt-6">
          <TabsList aria-label="Account">
            <TabsTrigger value="signin">Sign in</TabsTrigger>
            <TabsTrigger value="signup">Sign up</TabsTrigger>
          </TabsList>
          <TabsContent value="signin" className="pt-6">
            <SignInForm done={done} />
          </TabsContent>
          <TabsContent value="signup" className="pt-6">
            <SignUpForm done={done} />
          </TabsContent>
        </Tabs>
        <OtherMethods />
      </div>
    </div>
  );
}
