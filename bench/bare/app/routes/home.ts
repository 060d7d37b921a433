/** 50 items from a loader, rendered as a list of links: the bench's "bare React Router page". */
import { createElement as h } from 'react';
import { useLoaderData } from 'react-router';

export function loader() {
  return {
    items: Array.from({ length: 50 }, (_, index) => ({
      id: index + 1,
      name: `Cordless drill ${index + 1}`,
      price: `${(49 + index * 3).toFixed(2)} €`,
    })),
  };
}

export function meta() {
  return [{ title: 'Bare page' }];
}

export default function Home() {
  const { items } = useLoaderData<typeof loader>();
  return h(
    'main',
    null,
    h('h1', null, 'Products'),
    h(
      'ul',
      null,
      items.map((item) =>
        h(
          'li',
          { key: item.id },
          h('a', { href: `/p/${item.id}` }, item.name),
          ' ',
          h('span', null, item.price),
        ),
      ),
    ),
  );
}
