/** The bare reference page's document: no CSS, no data, React Router's own scripts only. */
import { createElement as h, type ReactNode } from 'react';
import { Links, Meta, Outlet, Scripts } from 'react-router';

export function Layout({ children }: { children: ReactNode }) {
  return h(
    'html',
    { lang: 'en' },
    h(
      'head',
      null,
      h('meta', { charSet: 'utf-8' }),
      h('meta', { name: 'viewport', content: 'width=device-width, initial-scale=1' }),
      h(Meta),
      h(Links),
    ),
    h('body', null, children, h(Scripts)),
  );
}

export default function App() {
  return h(Outlet);
}
