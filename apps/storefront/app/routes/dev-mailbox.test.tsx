/**
 * The development mailbox page: a 404 when the server gives it no mailbox (production), otherwise
 * the received mails newest first with the links of their text, rendered as a list.
 */
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  UNSAFE_withComponentProps as withComponentProps,
} from 'react-router';
import { describe, expect, it } from 'vitest';
import type { MailboxMail, ShellContext } from '../shell/context.ts';
import DevMailbox, { loader } from './dev-mailbox.tsx';

const MAIL: MailboxMail = {
  id: '0b9f4a52-8a1e-4c1a-9c61-1f1d7f3b2a10',
  receivedAt: new Date('2026-11-23T19:00:00Z'),
  from: 'no-reply@toolyard.localhost',
  to: ['jan@example.be'],
  subject: 'Bevestig je inschrijving voor de nieuwsbrief',
  text: 'Hallo,\n\nhttp://be.localhost:3000/nl/exConsents/confirm?hash=abc\n',
  html: '<p>Hallo</p>',
};

type LoaderArgs = Parameters<typeof loader>[0];

function args(mailbox: ShellContext['mailbox']): LoaderArgs {
  return {
    request: new Request('http://localhost/dev/mailbox/'),
    params: {},
    context: { shell: { mailbox } as ShellContext },
  } as unknown as LoaderArgs;
}

describe('development mailbox', () => {
  it('is a 404 without a mailbox (production)', async () => {
    const thrown = await loader(args(null)).catch((error: unknown) => error);
    expect(thrown).toMatchObject({ init: { status: 404 } });
  });

  it('lists the received mails with the links of their text', async () => {
    const requested: number[] = [];
    const data = await loader(
      args({
        latest: async (limit = 0) => {
          requested.push(limit);
          return [MAIL];
        },
      }),
    );
    expect(requested).toEqual([50]);
    expect(data.mails).toEqual([
      expect.objectContaining({
        subject: MAIL.subject,
        receivedAt: '2026-11-23T19:00:00.000Z',
        links: ['http://be.localhost:3000/nl/exConsents/confirm?hash=abc'],
      }),
    ]);
  });
});

/**
 * What the framework build does with a route module's default export: hand it the route props. Its
 * typegen props are tied to the app's route tree, which this one-route router is not.
 */
const MailboxPage = withComponentProps(DevMailbox as unknown as Parameters<typeof withComponentProps>[0]);

describe('development mailbox page', () => {
  it('shows subject, recipient and the clickable link', async () => {
    const handler = createStaticHandler([
      {
        path: '/dev/mailbox',
        Component: MailboxPage,
        loader: () => loader(args({ latest: async () => [MAIL] })),
      },
    ]);
    const context = await handler.query(new Request('http://localhost/dev/mailbox'));
    if (context instanceof Response) throw new Error('unexpected redirect');
    const html = renderToString(
      <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} />,
    );
    expect(html).toContain(
      '<h2 class="dev-mailbox__subject">Bevestig je inschrijving voor de nieuwsbrief</h2>',
    );
    expect(html).toContain('jan@example.be');
    expect(html).toContain('href="http://be.localhost:3000/nl/exConsents/confirm?hash=abc"');
  });
});
