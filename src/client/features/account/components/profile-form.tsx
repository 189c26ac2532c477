import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { buttonClass } from '@/client/components/ui/button-class';
import { Input } from '@/client/components/ui/input';
import { reportActivity } from '@/client/lib/activity-events';
import { ApiRequestError } from '@/client/lib/api-client';
import { notify } from '@/client/lib/notify';
import { SPORTS, type SportId } from '@/shared/constants';
import { INDIAN_MOBILE_MESSAGE, normalizeIndianMobile } from '@/shared/domain/phone';
import type { Profile } from '@/shared/schemas/account';
import { saveProfile, useProfile } from '../api/profile';
import { profileQueryOptions } from '../api/profile-query';

const splitTeams = (text: string) => [
  ...new Set(
    text
      .split(',')
      .map((team) => team.trim())
      .filter(Boolean),
  ),
];

function ProfileFields({ owner, profile }: { owner: string; profile: Profile }) {
  const id = useId();
  const client = useQueryClient();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const name = String(data.get('name') ?? '').trim();
    const phone = normalizeIndianMobile(String(data.get('phone') ?? ''));
    const next: Record<string, string> = {};
    if (!name) next.name = 'Please enter your name';
    if (phone === null) next.phone = INDIAN_MOBILE_MESSAGE;
    setErrors(next);
    if (Object.keys(next).length > 0 || phone === null) return;
    setBusy(true);
    try {
      const saved = await saveProfile(owner, {
        name,
        phone,
        favoriteTeams: splitTeams(String(data.get('teams') ?? '')),
        favoriteSports: data.getAll('sports').map(String) as SportId[],
        location: String(data.get('location') ?? '').trim(),
      });
      client.setQueryData(profileQueryOptions(owner).queryKey, saved);
      notify.success(
        'Profile Updated',
        owner === 'guest' ? 'Your profile has been saved locally' : 'Your profile has been saved',
      );
      reportActivity(owner, 'profile_updated', {});
    } catch (error) {
      if (error instanceof ApiRequestError) setErrors(error.fields);
      notify.error(
        'Profile not saved',
        error instanceof ApiRequestError ? error.message : 'Please try again.',
      );
    } finally {
      setBusy(false);
    }
  };

  const err = (field: string) =>
    errors[field] ? (
      <p id={`${id}-${field}-error`} className="text-sm text-alert-700">
        {errors[field]}
      </p>
    ) : null;
  const aria = (field: string) =>
    errors[field] ? { 'aria-invalid': true, 'aria-describedby': `${id}-${field}-error` } : {};

  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-lg font-bold text-ink-900">
        Profile
      </h2>
      {profile.email ? (
        <p className="text-sm text-ink-600">
          Signed in as <span className="font-semibold text-ink-900">{profile.email}</span>
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-1.5">
          <label htmlFor={`${id}-name`} className="block text-sm font-semibold">
            Name
          </label>
          <Input
            id={`${id}-name`}
            name="name"
            autoComplete="name"
            defaultValue={profile.name}
            {...aria('name')}
          />
          {err('name')}
        </div>
        <div className="space-y-1.5">
          <label htmlFor={`${id}-phone`} className="block text-sm font-semibold">
            Phone
          </label>
          <Input
            id={`${id}-phone`}
            name="phone"
            type="tel"
            autoComplete="tel"
            placeholder="+91 98765 43210"
            defaultValue={profile.phone}
            {...aria('phone')}
          />
          {err('phone')}
        </div>
        <div className="space-y-1.5">
          <label htmlFor={`${id}-teams`} className="block text-sm font-semibold">
            Favourite teams (comma separated)
          </label>
          <Input
            id={`${id}-teams`}
            name="teams"
            defaultValue={profile.favoriteTeams.join(', ')}
            {...aria('favoriteTeams')}
          />
          {err('favoriteTeams')}
        </div>
        <div className="space-y-1.5">
          <label htmlFor={`${id}-location`} className="block text-sm font-semibold">
            Location
          </label>
          <Input
            id={`${id}-location`}
            name="location"
            autoComplete="address-level2"
            defaultValue={profile.location}
          />
        </div>
      </div>
      <fieldset>
        <legend className="text-sm font-semibold">Favourite sports</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {SPORTS.map((sport) => (
            <label
              key={sport.id}
              className="inline-flex h-9 cursor-pointer items-center gap-2 rounded-full border border-ink-200 px-3 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:checked]:text-brand-800"
            >
              <input
                type="checkbox"
                name="sports"
                value={sport.id}
                defaultChecked={profile.favoriteSports.includes(sport.id)}
                className="accent-brand-600"
              />
              {sport.name}
            </label>
          ))}
        </div>
      </fieldset>
      <button type="submit" disabled={busy} className={buttonClass('primary', 'md')}>
        Save profile
      </button>
    </form>
  );
}

/** Name, phone (an Indian mobile), favourite teams and sports, location. */
export function ProfileForm() {
  const { owner, query } = useProfile();
  if (query.isPending) return <div className="kp-skeleton h-64" role="status" aria-label="Loading profile" />;
  if (query.isError) return <p role="alert">{query.error.message}</p>;
  // key: a sign-in or a save elsewhere resets the uncontrolled fields.
  return <ProfileFields key={`${owner}-${JSON.stringify(query.data)}`} owner={owner} profile={query.data} />;
}
