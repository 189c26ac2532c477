import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/client/components/ui/button';
import { EventStatusBadge } from '@/client/components/ui/status-badges';
import { ApiRequestError } from '@/client/lib/api-client';
import { paths } from '@/client/paths';
import { formatEventWhen } from '@/shared/domain/format';
import { ORGANIZER_EVENT_STATUS_LABELS } from '@/shared/domain/organizer-event-status';
import type { OwnEvent } from '@/shared/schemas/organizer';
import { publishEvent } from '../api/publish-event';
import { unpublishEvent } from '../api/unpublish-event';
import { EVENT_FIELD_LABELS, EVENT_FIELDS, type EventField, eventFieldId } from '../event-form-values';

/** Where the event stands, in a sentence. */
function standing(event: OwnEvent): string {
  if (event.status === 'draft') return 'Only you can see this draft. Publish it to put it on sale.';
  if (event.consoleStatus === 'unpublished')
    return 'Unpublished by KhelPass: fans cannot see it or buy tickets, and tickets sold stay valid. Contact KhelPass support to put it back on sale.';
  if (event.consoleStatus === 'on_sale' && event.saleOpensAt && Date.parse(event.saleOpensAt) > Date.now()) {
    return `Published: fans can see it; tickets go on sale ${formatEventWhen(event.saleOpensAt)}.`;
  }
  return `Published: ${ORGANIZER_EVENT_STATUS_LABELS[event.consoleStatus].toLowerCase()}.`;
}

/**
 * Publish a draft, or take a published event back to a draft while no fan has booked; says where
 * the event stands, announces what an action did and lists what a refused publish is missing,
 * each linked to its field.
 */
export function PublishControls({
  event,
  onChanged,
}: {
  event: OwnEvent;
  onChanged: (event: OwnEvent) => void;
}) {
  const [busy, setBusy] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [refusal, setRefusal] = useState<{ message: string; fields: Record<string, string> } | null>(null);

  const act = async (action: 'publish' | 'unpublish') => {
    setBusy(true);
    setRefusal(null);
    setAnnouncement('');
    try {
      const changed = action === 'publish' ? await publishEvent(event.id) : await unpublishEvent(event.id);
      onChanged(changed);
      setAnnouncement(
        action === 'publish' ? 'Published: fans can find it now.' : 'Back to a draft: fans no longer see it.',
      );
    } catch (error) {
      setRefusal(
        error instanceof ApiRequestError
          ? { message: error.message, fields: error.fields }
          : { message: 'Something went wrong. Please try again.', fields: {} },
      );
    } finally {
      setBusy(false);
    }
  };

  const missing = EVENT_FIELDS.filter((field) => refusal?.fields[field]);
  return (
    <section aria-labelledby="publishing-heading" className="kp-card p-5">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="publishing-heading" className="text-lg font-bold text-ink-900">
          Status
        </h2>
        <EventStatusBadge status={event.consoleStatus} />
      </div>
      <p className="mt-2 text-sm text-ink-700">{standing(event)}</p>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        {event.status === 'draft' ? (
          <Button disabled={busy} onClick={() => void act('publish')}>
            Publish
          </Button>
        ) : null}
        {event.status === 'scheduled' && !event.hasSales ? (
          <Button variant="secondary" disabled={busy} onClick={() => void act('unpublish')}>
            Unpublish
          </Button>
        ) : null}
        {event.status !== 'draft' ? (
          <Link
            to={paths.event(event.id, event.sport)}
            className="text-sm font-semibold text-brand-700 underline"
          >
            View the event page
          </Link>
        ) : null}
      </div>
      <p role="status" className="mt-3 text-sm font-semibold text-pitch-700">
        {announcement}
      </p>
      <div role="alert">
        {refusal ? (
          <div className="mt-2 rounded-lg border border-alert-600 bg-red-50 p-3 text-sm text-alert-700">
            <p className="font-semibold">{refusal.message}</p>
            {missing.length > 0 ? (
              <ul className="mt-1 list-disc pl-5">
                {missing.map((field) => (
                  <li key={field}>
                    <a href={`#${eventFieldId(field as EventField)}`} className="underline">
                      {EVENT_FIELD_LABELS[field]}: {refusal.fields[field]}
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}
      </div>
    </section>
  );
}
