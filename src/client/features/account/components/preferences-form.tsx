import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { buttonClass } from '@/client/components/ui/button-class';
import { NativeSelect } from '@/client/components/ui/input';
import { reportActivity } from '@/client/lib/activity-events';
import { ApiRequestError } from '@/client/lib/api-client';
import { notify } from '@/client/lib/notify';
import { setTheme } from '@/client/lib/theme';
import type { Preferences } from '@/shared/schemas/account';
import { preferencesQueryOptions, savePreferences, usePreferences } from '../api/preferences';

const LANGUAGES = [
  { id: 'en', name: 'English' },
  { id: 'hi', name: 'हिन्दी (Hindi)' },
  { id: 'ta', name: 'தமிழ் (Tamil)' },
  { id: 'te', name: 'తెలుగు (Telugu)' },
  { id: 'bn', name: 'বাংলা (Bengali)' },
  { id: 'mr', name: 'मराठी (Marathi)' },
] as const;

const NOTIFICATIONS: Array<{ key: keyof Preferences['notifications']; label: string }> = [
  { key: 'push', label: 'Push notifications' },
  { key: 'email', label: 'E-mail' },
  { key: 'sms', label: 'SMS' },
  { key: 'eventReminders', label: 'Event reminders' },
  { key: 'priceAlerts', label: 'Price alerts' },
];
const PRIVACY: Array<{ key: keyof Preferences['privacy']; label: string }> = [
  { key: 'dataSharing', label: 'Share data with partners' },
  { key: 'analytics', label: 'Help improve KhelPass with usage analytics' },
  { key: 'marketing', label: 'Marketing messages' },
];

function Toggle({ name, label, checked }: { name: string; label: string; checked: boolean }) {
  return (
    <label className="flex items-center justify-between gap-3 py-2 text-sm">
      <span>{label}</span>
      <input type="checkbox" name={name} defaultChecked={checked} className="h-5 w-5 accent-brand-600" />
    </label>
  );
}

function PreferencesFields({
  owner,
  preferences,
  pushDevice,
}: {
  owner: string;
  preferences: Preferences;
  pushDevice?: ReactNode;
}) {
  const id = useId();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const next: Preferences = {
      theme: String(data.get('theme')) as Preferences['theme'],
      language: String(data.get('language')),
      currency: 'INR',
      notifications: Object.fromEntries(
        NOTIFICATIONS.map(({ key }) => [key, data.get(`n-${key}`) === 'on']),
      ) as Preferences['notifications'],
      privacy: Object.fromEntries(
        PRIVACY.map(({ key }) => [key, data.get(`p-${key}`) === 'on']),
      ) as Preferences['privacy'],
    };
    setBusy(true);
    try {
      const saved = await savePreferences(owner, next);
      client.setQueryData(preferencesQueryOptions(owner).queryKey, saved);
      setTheme(saved.theme);
      notify.success('Preferences Updated');
      reportActivity(owner, 'preferences_updated', {});
    } catch (error) {
      notify.error(
        'Preferences not saved',
        error instanceof ApiRequestError ? error.message : 'Please try again.',
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} className="space-y-5" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-lg font-bold text-ink-900">
        Preferences
      </h2>
      <div className="grid gap-4 sm:grid-cols-3">
        <fieldset>
          <legend className="text-sm font-semibold">Theme</legend>
          <div className="mt-2 flex flex-col gap-1.5 text-sm">
            {(['system', 'light', 'dark'] as const).map((theme) => (
              <label key={theme} className="inline-flex items-center gap-2">
                <input
                  type="radio"
                  name="theme"
                  value={theme}
                  defaultChecked={preferences.theme === theme}
                  className="accent-brand-600"
                />
                {theme === 'system' ? 'System' : theme === 'light' ? 'Light' : 'Dark'}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="space-y-1.5">
          <label htmlFor={`${id}-language`} className="block text-sm font-semibold">
            Language
          </label>
          <NativeSelect id={`${id}-language`} name="language" defaultValue={preferences.language}>
            {LANGUAGES.map((language) => (
              <option key={language.id} value={language.id}>
                {language.name}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="space-y-1.5">
          <label htmlFor={`${id}-currency`} className="block text-sm font-semibold">
            Currency
          </label>
          <NativeSelect id={`${id}-currency`} name="currency" defaultValue="INR">
            <option value="INR">₹ Indian Rupee (INR)</option>
          </NativeSelect>
        </div>
      </div>
      <div className="grid gap-6 sm:grid-cols-2">
        <fieldset>
          <legend className="text-sm font-semibold">Notifications</legend>
          <div className="mt-1 divide-y divide-ink-100">
            {NOTIFICATIONS.map(({ key, label }) => (
              <Toggle key={key} name={`n-${key}`} label={label} checked={preferences.notifications[key]} />
            ))}
          </div>
          {pushDevice ? <div className="mt-3 border-t border-ink-100 pt-3">{pushDevice}</div> : null}
        </fieldset>
        <fieldset>
          <legend className="text-sm font-semibold">Privacy</legend>
          <div className="mt-1 divide-y divide-ink-100">
            {PRIVACY.map(({ key, label }) => (
              <Toggle key={key} name={`p-${key}`} label={label} checked={preferences.privacy[key]} />
            ))}
          </div>
        </fieldset>
      </div>
      <button type="submit" disabled={busy} className={buttonClass('primary', 'md')}>
        Save preferences
      </button>
    </form>
  );
}

/**
 * product-spec.md section 3's preferences: theme (system/light/dark, applied at once), language,
 * currency, notifications, privacy. `pushDevice` sits under the notification toggles: this
 * browser's push subscription (the push feature's control, which the route passes in).
 */
export function PreferencesForm({ pushDevice }: { pushDevice?: ReactNode } = {}) {
  const { owner, query } = usePreferences();
  if (query.isPending)
    return <div className="kp-skeleton h-64" role="status" aria-label="Loading preferences" />;
  if (query.isError) return <p role="alert">{query.error.message}</p>;
  return (
    <PreferencesFields
      key={`${owner}-${JSON.stringify(query.data)}`}
      owner={owner}
      preferences={query.data}
      pushDevice={pushDevice}
    />
  );
}
