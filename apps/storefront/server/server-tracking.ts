/**
 * The tracking calls that name a person (001 §7: newsletter-doi, reset-password, customer-update,
 * customer-consent), sent by the server actions that know the person, never taken from a browser
 * (decision 243). Same conditions as the browser's events: the visitor's consent to statistics and
 * the tracking id its first event set. Best effort: an event that fails is logged, and the
 * shopper's action goes on as if nothing happened.
 */
import { type TrackingService, trackingContextSchema, trackingEventSchema } from '@toolyard/integrations';
import { CONSENT_COOKIE, parseConsent } from '../app/consent/consent.ts';
import type { ServerTrackingEvent, ShellTrack, StorefrontNewsletter } from '../app/shell/context.ts';
import { TRACKING_ID_COOKIE, TRACKING_ID_PATTERN } from './tracking.ts';

export interface ServerTrackingDeps {
  tracking: TrackingService;
  log: (line: string) => void;
}

/** The request's sender; it sends nothing without consent or a tracking id. */
export function serverTrackingFor(
  deps: ServerTrackingDeps,
  cookies: Readonly<Record<string, string>>,
  locale: string,
  customerId: string | null,
): ShellTrack {
  return async (event: ServerTrackingEvent, options = {}) => {
    if (parseConsent(cookies[CONSENT_COOKIE])?.statistics !== true) return;
    const trackingId = cookies[TRACKING_ID_COOKIE];
    if (!trackingId || !TRACKING_ID_PATTERN.test(trackingId)) return;
    const parsedEvent = trackingEventSchema.safeParse(event);
    const context = trackingContextSchema.safeParse({
      locale,
      cookie: trackingId,
      ...(options.email ? { email: options.email } : {}),
      ...(customerId ? { userId: customerId } : {}),
    });
    if (!parsedEvent.success || !context.success) {
      const issues = [...(parsedEvent.error?.issues ?? []), ...(context.error?.issues ?? [])];
      deps.log(`warn: tracking ${event.event} not sent: ${issues.map((issue) => issue.message).join('; ')}`);
      return;
    }
    try {
      await deps.tracking.track(context.data, parsedEvent.data);
    } catch (error) {
      deps.log(
        `warn: tracking ${event.event} not recorded: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  };
}

/**
 * The newsletter of a request with "newsletter-doi" (001 §7) once a confirmation mail went out:
 * from the footer, a CMS block, "My newsletter" and the checkout alike.
 */
export function withDoiTracking(
  newsletter: StorefrontNewsletter | null,
  track: ShellTrack | null,
): StorefrontNewsletter | null {
  if (!newsletter || !track) return newsletter;
  return {
    ...newsletter,
    async subscribe(input) {
      const outcome = await newsletter.subscribe(input);
      // The address is the event's, not the visitor's identity: anyone can type anyone's address.
      if (outcome === 'pending') await track({ event: 'newsletter-doi', email: input.email });
      return outcome;
    },
  };
}
