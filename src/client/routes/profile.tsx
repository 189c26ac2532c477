import { useLocation } from 'react-router';
import { ACCESS, RequireAuth } from '@/client/components/require-auth';
import { DataSection } from '@/client/features/account/components/data-section';
import { PreferencesForm } from '@/client/features/account/components/preferences-form';
import { ProfileForm } from '@/client/features/account/components/profile-form';
import { EmailSettings } from '@/client/features/auth/components/email-settings';
import { PasswordSettings } from '@/client/features/auth/components/password-settings';
import { EnablePushButton } from '@/client/features/push/components/enable-push-button';
import { useSession } from '@/client/lib/session';
import { useDocumentTitle } from '@/client/lib/use-document-title';

/**
 * /profile and /settings: profile, sign-in and security (the e-mail address and the password),
 * preferences and local data (product-spec.md sections 2 and 3, issue 13).
 */
function Page() {
  useDocumentTitle('Settings');
  const { user } = useSession();
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-extrabold tracking-tight text-ink-900">Profile &amp; settings</h1>
      <div className="kp-card p-6">
        <ProfileForm />
      </div>
      {user ? (
        <div className="kp-card space-y-8 p-6">
          <EmailSettings owner={user.id} />
          <PasswordSettings />
        </div>
      ) : null}
      <div className="kp-card p-6">
        <PreferencesForm pushDevice={<EnablePushButton />} />
      </div>
      <div className="kp-card p-6">
        <DataSection />
      </div>
    </div>
  );
}

/** /settings: any signed-in user; /profile: a signed-in user, admin or organizer (product-spec.md section 6). */
export function Component() {
  const settings = useLocation().pathname === '/settings';
  return (
    <RequireAuth {...(settings ? ACCESS.signedIn : ACCESS.member)}>
      <Page />
    </RequireAuth>
  );
}
