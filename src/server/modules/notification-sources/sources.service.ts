import { LIVE_MATCH_UPDATES } from '../../../shared/constants';
import {
  dealStartedNotice,
  LIVE_UPDATE_USEFUL_MS,
  liveUpdateNotice,
  MATCH_REMINDERS,
  matchReminderNotice,
  type Notice,
  nextReminderNotice,
  placesBackNotice,
  priceDropNotice,
  priceMove,
  recommendationNotice,
} from '../../../shared/domain/notices';
import type { AppNotification } from '../../../shared/schemas/notifications';
import type { Transaction } from '../../db/transaction';
import type { JobOutcome, JobWindow, ScheduledJob } from '../../jobs/schedule';
import type { OutgoingMail } from '../mail/mail.service';
import { matchReminderMail } from '../mail/templates/match-reminder';
import type { Addressed } from '../notifications/notifications.repo';
import type { NotificationsService } from '../notifications/notifications.service';
import type { SourcesRepo, WatchedEventRow } from './sources.repo';

const MINUTE_MS = 60_000;
/** The longest window a run of the reminders or live updates handles (after downtime, in steps). */
const STEP_MS = 15 * MINUTE_MS;
/** Watched events one price-alert run looks at. */
const PRICE_BATCH = 200;
/** Every watched event is looked at again this often (places taken or freed move its price too). */
const PRICE_RECHECK_MS = 60 * MINUTE_MS;
/** Sold-out events, and those whose cached card price differs from the last look, this often. */
const PRICE_QUICK_RECHECK_MS = MINUTE_MS;
/** New events one recommendations run announces. */
const RECOMMEND_BATCH = 100;

/**
 * Every source of notifications that comes from time passing or from the catalogue (decision 010),
 * as jobs on the database's schedule, and the fan's next reminder on request.
 */
export function createNotificationSources(deps: {
  repo: SourcesRepo;
  notifications: NotificationsService;
  /** Writes e-mails into the outbox in the caller's transaction (the mail module's sendIn). */
  mailIn: (transaction: Transaction, mails: readonly OutgoingMail[]) => Promise<void>;
  /** The site's address for links in e-mails. */
  siteOrigin: string;
  now: () => Date;
}) {
  const { repo, notifications, mailIn, siteOrigin, now } = deps;
  const write = async (transaction: Transaction, addressed: Addressed[], at: Date): Promise<JobOutcome> => ({
    created: (await notifications.createIn(transaction, addressed, at)).length,
  });
  /** A job with a look-back always has a window start. */
  const windowOf = (window: JobWindow) => ({ from: window.from ?? window.to, to: window.to });

  /**
   * 24 h and 2 h before a booked match starts; sent late only while the next one is not yet due.
   * A fan whose e-mail preference is on also gets it by e-mail, written in the same transaction
   * under the notification's key (with the account's, as the outbox's keys are site-wide): once.
   */
  const matchReminders: ScheduledJob = {
    name: 'match-reminders',
    lookBackMs: Math.max(...MATCH_REMINDERS.map((r) => r.beforeMs - r.usefulUntilBeforeMs)),
    stepMs: STEP_MS,
    async run(transaction, window) {
      const queries = repo.joining(transaction);
      const addressed: Addressed[] = [];
      const mails: OutgoingMail[] = [];
      for (const reminder of MATCH_REMINDERS) {
        const usefulWhileStartsAfter = new Date(window.now.getTime() + reminder.usefulUntilBeforeMs);
        const due = await queries.bookedMatchesDue(
          windowOf(window),
          reminder.beforeMs,
          usefulWhileStartsAfter,
        );
        for (const match of due) {
          const notice = matchReminderNotice(reminder, match);
          addressed.push({ userId: match.userId, notice });
          if (!match.emailOn) continue;
          mails.push({
            key: `${notice.key}:${match.userId}`,
            to: match.fanEmail,
            content: matchReminderMail({ reminder, match, siteOrigin }),
          });
        }
      }
      await mailIn(transaction, mails);
      return write(transaction, addressed, window.now);
    },
  };

  /** The spec's live updates of a booked match; each only until the next is due. */
  const liveUpdates: ScheduledJob = {
    name: 'live-updates',
    lookBackMs: LIVE_UPDATE_USEFUL_MS,
    stepMs: STEP_MS,
    async run(transaction, window) {
      const queries = repo.joining(transaction);
      const addressed: Addressed[] = [];
      for (const update of LIVE_MATCH_UPDATES) {
        const afterMs = update.minutes * MINUTE_MS;
        const usefulWhileStartsAfter = new Date(window.now.getTime() - afterMs - LIVE_UPDATE_USEFUL_MS);
        const due = await queries.bookedMatchesDue(windowOf(window), -afterMs, usefulWhileStartsAfter);
        for (const match of due)
          addressed.push({ userId: match.userId, notice: liveUpdateNotice(update, match) });
      }
      return write(transaction, addressed, window.now);
    },
  };

  /** What one look at a watched event tells its watchers, and the mark it leaves. */
  function priceNews(look: WatchedEventRow, deals: Awaited<ReturnType<SourcesRepo['startedDeals']>>) {
    const price = look.facts.price;
    if (!look.marked) return { notices: [], mark: { eventId: look.eventId, pricePaise: price, moves: 0 } };
    const event = { eventId: look.eventId, eventTitle: look.eventTitle };
    const notices: Notice[] = [];
    let moves = look.moves;
    const started = deals.filter((deal) => deal.eventId === look.eventId);
    if (price !== null) {
      for (const deal of started) {
        notices.push(
          dealStartedNotice({
            ...event,
            dealId: deal.id,
            ...deal,
            oldPrice: look.markedPrice,
            newPrice: price,
          }),
        );
      }
    }
    // A deal's own price drop is told as the deal.
    const move = started.length > 0 ? null : priceMove(look.markedPrice, price);
    if (move && price !== null) {
      moves += 1;
      notices.push(
        move === 'drop' && look.markedPrice !== null
          ? priceDropNotice({ ...event, move: moves, oldPrice: look.markedPrice, newPrice: price })
          : placesBackNotice({ ...event, move: moves, newPrice: price }),
      );
    }
    return { notices, mark: { eventId: look.eventId, pricePaise: price, moves } };
  }

  /**
   * An event in a fan's wishlist or cart: its cheapest buyable price fell, a deal started on it, or
   * places came back after it sold out. Each move is told once to each fan watching then.
   */
  const priceAlerts: ScheduledJob = {
    name: 'price-alerts',
    async run(transaction, { now: at }) {
      const queries = repo.joining(transaction);
      const looks = await queries.watchedEventsToCheck(
        at,
        new Date(at.getTime() - PRICE_RECHECK_MS),
        new Date(at.getTime() - PRICE_QUICK_RECHECK_MS),
        PRICE_BATCH,
      );
      const deals = await queries.startedDeals(
        looks.flatMap((look) =>
          look.checkedAt ? [{ eventId: look.eventId, checkedAt: look.checkedAt }] : [],
        ),
        at,
      );
      const news = looks.map((look) => priceNews(look, deals));
      const told = new Map(
        news.filter((one) => one.notices.length > 0).map((one) => [one.mark.eventId, one.notices]),
      );
      const watchers = await queries.watchers([...told.keys()]);
      const addressed = watchers.flatMap((watcher) =>
        (told.get(watcher.eventId) ?? []).map((notice) => ({ userId: watcher.userId, notice })),
      );
      await queries.markPrices(
        news.map((one) => one.mark),
        at,
      );
      return { ...(await write(transaction, addressed, at)), more: looks.length === PRICE_BATCH };
    },
  };

  /**
   * A new event on sale, to the fans it suits (a favourite team or sport in their city), at most one
   * a day each. The first run takes what is on sale then as known, not new.
   */
  const recommendations: ScheduledJob = {
    name: 'recommendations',
    async run(transaction, { from, now: at }) {
      const queries = repo.joining(transaction);
      if (from === null) {
        await queries.announceAllOnSale(at);
        return { created: 0 };
      }
      const fresh = await queries.newOnSale(at, RECOMMEND_BATCH);
      const suited = await queries.recommendations(fresh);
      const addressed = suited.map((row) => ({
        userId: row.userId,
        notice: recommendationNotice(
          { ...row, reason: row.team === null ? { sport: row.sportId } : { team: row.team } },
          at,
        ),
      }));
      const outcome = await write(transaction, addressed, at);
      await queries.announce(fresh, at);
      return { ...outcome, more: fresh.length === RECOMMEND_BATCH };
    },
  };

  return {
    /** The snooze job (notifications) runs with these; in this order every pass. */
    jobs: [matchReminders, liveUpdates, priceAlerts, recommendations] as const,

    /**
     * The fan's real next reminder for this sign-in session: their next booked match, or else a
     * favourite team's next match; undefined when there is none, reminders are off, or the session
     * had it already.
     */
    async nextReminder(userId: string, sessionId: string): Promise<AppNotification | undefined> {
      const at = now();
      const booked = await repo.nextBookedMatch(userId, at);
      const teamMatch = booked ? undefined : await repo.nextFavouriteTeamMatch(userId, at);
      const next = booked
        ? ({ kind: 'booked', ...booked } as const)
        : teamMatch && ({ kind: 'team', ...teamMatch } as const);
      if (!next) return undefined;
      return notifications.createOnceForSession(sessionId, userId, nextReminderNotice(sessionId, next));
    },
  };
}

export type NotificationSources = ReturnType<typeof createNotificationSources>;
