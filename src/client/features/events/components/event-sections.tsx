import { CheckCircle2, Star, TrendingUp, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { attendanceLabel, showsPrediction } from '@/shared/domain/event-status';
import { formatCount } from '@/shared/domain/format';
import type { CatalogueEvent } from '@/shared/schemas/catalogue';
import { NO_RESULT_TEXT } from './match-result';

function Fact({ icon: Icon, label, children }: { icon: typeof Star; label: string; children: ReactNode }) {
  return (
    <div className="relative min-w-0 rounded-xl bg-ink-50 py-3 pr-3 pl-11">
      <dt className="text-xs font-semibold tracking-wide text-ink-600 uppercase">
        <Icon aria-hidden="true" className="absolute top-3.5 left-3 h-5 w-5 text-brand-600" />
        {label}
      </dt>
      <dd className="font-semibold text-ink-900">{children}</dd>
    </div>
  );
}

function Side({ name, score }: { name: string; score: string | undefined }) {
  return (
    <div className="min-w-0">
      <p className="text-lg font-extrabold break-words text-ink-900 sm:text-xl">{name}</p>
      {score !== undefined ? (
        <p className="mt-1 text-xl font-extrabold break-words text-brand-700 tabular-nums sm:text-2xl">
          {score}
        </p>
      ) : null}
    </div>
  );
}

/**
 * An event page's body: the teams (or line-up) with the final score once played, about the match
 * with its facts, and highlights. A finished or cancelled match makes no prediction; a cancelled
 * one shows no attendance. A new event shows no rating, attendance or prediction it does not have.
 */
export function EventSections({ event }: { event: CatalogueEvent }) {
  const finished = event.status === 'completed';
  const attendance = attendanceLabel(event.status, event.attendance);
  return (
    <>
      <section
        aria-labelledby="teams-heading"
        className="rounded-2xl border border-ink-100 bg-white p-5 shadow-sm"
      >
        <h2 id="teams-heading" className="text-lg font-bold text-ink-900">
          {finished ? 'Result' : event.teams.length > 2 ? 'Line-up' : 'Teams'}
        </h2>
        <div className="mt-4 grid grid-cols-[1fr_auto_1fr] items-center gap-3 text-center">
          <Side name={event.team1} score={event.result?.team1Score} />
          <p aria-hidden="true" className="rounded-full bg-ink-900 px-3 py-1 text-xs font-bold text-white">
            VS
          </p>
          <Side name={event.team2} score={event.result?.team2Score} />
        </div>
        {finished ? (
          <p className="mt-4 text-center font-semibold text-ink-900">
            {event.result ? event.result.summary : NO_RESULT_TEXT}
          </p>
        ) : null}
        {event.teams.length > 2 ? (
          <p className="mt-3 text-center text-sm text-ink-600">{event.teams.join(' · ')}</p>
        ) : null}
      </section>

      <section
        aria-labelledby="about-heading"
        className="rounded-2xl border border-ink-100 bg-white p-5 shadow-sm"
      >
        <h2 id="about-heading" className="text-lg font-bold text-ink-900">
          About this match
        </h2>
        <p className="mt-2 leading-relaxed text-ink-700">{event.description}</p>
        <dl className="mt-4 grid gap-3 sm:grid-cols-3">
          {event.rating !== null ? (
            <Fact icon={Star} label="Fan rating">
              <span aria-hidden="true">{event.rating.toFixed(1)} / 5</span>
              <span className="sr-only">{event.rating.toFixed(1)} out of 5</span>
            </Fact>
          ) : null}
          {attendance !== null ? (
            <Fact icon={Users} label={attendance}>
              {formatCount(event.attendance)}
            </Fact>
          ) : null}
          {event.prediction && showsPrediction(event.status) ? (
            <Fact icon={TrendingUp} label="Prediction">
              {event.prediction}
            </Fact>
          ) : null}
        </dl>
      </section>

      {event.highlights.length > 0 ? (
        <section
          aria-labelledby="highlights-heading"
          className="rounded-2xl border border-ink-100 bg-white p-5 shadow-sm"
        >
          <h2 id="highlights-heading" className="text-lg font-bold text-ink-900">
            Highlights
          </h2>
          <ul className="mt-3 space-y-2">
            {event.highlights.map((highlight) => (
              <li key={highlight} className="flex items-start gap-2 text-ink-700">
                <CheckCircle2 aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-pitch-600" />
                {highlight}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
